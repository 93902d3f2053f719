from django.apps import AppConfig


class SearchConfig(AppConfig):
    verbose_name = "Suche"
    name = "search"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # Imported in ready(), not at the top: Django imports apps.py while it loads the apps, before any
        # model exists; the signal handlers import the catalog's and the rulings' models.
        from rulings.asking import register_card_finder

        from . import signals
        from .understanding import cards_named

        signals.connect()
        # A stored question is linked to the cards it names (rulings cannot read a question; search can).
        register_card_finder(cards_named)
