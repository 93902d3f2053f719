"""The curators' group "Schiedsrichter" with the permissions to answer questions and publish rulings."""

from django.db import migrations

GROUP = "Schiedsrichter"
PERMISSIONS = [
    ("ruling", "publish_ruling"), ("ruling", "add_ruling"), ("ruling", "change_ruling"), ("ruling", "view_ruling"),
    ("question", "change_question"), ("question", "view_question"),
    ("citation", "add_citation"), ("citation", "change_citation"), ("citation", "delete_citation"),
    ("citation", "view_citation"), ("rulingrevision", "view_rulingrevision"),
]


def create_group(apps, schema_editor):
    from django.contrib.auth.management import create_permissions

    # Permissions are normally created after all migrations ran; this migration needs them now.
    app_config = apps.get_app_config("rulings")
    app_config.models_module = True
    create_permissions(app_config, apps=apps, verbosity=0)
    app_config.models_module = None

    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    group, _ = Group.objects.get_or_create(name=GROUP)
    wanted = Permission.objects.filter(content_type__app_label="rulings",
                                       codename__in=[codename for _model, codename in PERMISSIONS])
    group.permissions.add(*wanted)


def remove_group(apps, schema_editor):
    apps.get_model("auth", "Group").objects.filter(name=GROUP).delete()


class Migration(migrations.Migration):
    dependencies = [
        ("rulings", "0002_question_ruling_citation_rulingrevision"),
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
    ]

    operations = [migrations.RunPython(create_group, remove_group)]
