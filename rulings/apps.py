from django.apps import AppConfig
from django.db.models.signals import post_migrate


def _ensure_referee_group(sender, **kwargs) -> None:
    # Migration 0003 creates the group; this keeps it after a database flush (tests) or a lost permission.
    from .services import ensure_referee_group

    ensure_referee_group()


class RulingsConfig(AppConfig):
    verbose_name = "Regeln und Entscheide"
    name = "rulings"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        post_migrate.connect(_ensure_referee_group, sender=self, dispatch_uid="rulings.referee_group")
