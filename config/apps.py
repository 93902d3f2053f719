from django.apps import AppConfig


class ProjectConfig(AppConfig):
    """The project itself as an app: what spans the apps (the catalog load and its commands) lives here."""

    name = "config"
    label = "config"
    verbose_name = "Regelwerk"
