from django.apps import AppConfig


class SearchConfig(AppConfig):
    verbose_name = "Suche"
    name = "search"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from . import signals

        signals.connect()
