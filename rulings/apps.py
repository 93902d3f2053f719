from django.apps import AppConfig
from django.db.models.signals import post_migrate

# The imports inside the functions below are deliberate: Django imports apps.py while it loads the apps,
# before any model exists; by the time ready() or a post_migrate handler runs, all of them do.


def _ensure_referee_group(sender, **kwargs) -> None:
    # Migration 0003 creates the group; this keeps it after a database flush (tests) or a lost permission.
    from .permissions import ensure_referee_group

    ensure_referee_group()


class RulingsConfig(AppConfig):
    verbose_name = "Regeln und Entscheide"
    name = "rulings"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from cards.panels import register_card_panel

        from .selectors import rulings_for_card

        post_migrate.connect(_ensure_referee_group, sender=self, dispatch_uid="rulings.referee_group")
        # The card page lists the published rulings about the card; the catalog itself knows nothing of rulings.
        register_card_panel("rulings/_card_rulings.html", lambda card: {"rulings": rulings_for_card(card)})
