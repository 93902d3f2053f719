from django.apps import AppConfig


class CardsConfig(AppConfig):
    verbose_name = "Katalog"
    name = "cards"
    default_auto_field = "django.db.models.BigAutoField"
