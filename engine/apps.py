from django.apps import AppConfig


class EngineConfig(AppConfig):
    verbose_name = "Regelprüfung"
    name = "engine"
    default_auto_field = "django.db.models.BigAutoField"
