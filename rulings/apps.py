from django.apps import AppConfig


class RulingsConfig(AppConfig):
    verbose_name = "Regeln und Entscheide"
    name = "rulings"
    default_auto_field = "django.db.models.BigAutoField"
