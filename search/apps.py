from django.apps import AppConfig


class SearchConfig(AppConfig):
    verbose_name = "Suche"
    name = "search"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # Imported in ready(), not at the top: Django imports apps.py while it loads the apps, before any
        # model exists; the signal handlers import the catalog's and the rulings' models.
        from . import signals

        signals.connect()
