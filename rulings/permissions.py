"""Who may curate: the "Schiedsrichter" group, the check, and the decorator of the curators' pages."""

from __future__ import annotations

from functools import wraps
from urllib.parse import urlencode

from django.contrib.auth.models import Group, Permission
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest
from django.shortcuts import redirect
from django.urls import reverse

REFEREE_GROUP = "Schiedsrichter"
REFEREE_PERMISSIONS = [
    "publish_ruling", "add_ruling", "change_ruling", "view_ruling", "change_question", "view_question",
    "add_citation", "change_citation", "delete_citation", "view_citation", "view_rulingrevision",
]


def is_curator(user) -> bool:
    return bool(user and user.is_authenticated and user.has_perm("rulings.publish_ruling"))


def curator_required(view):
    """Curators only: anonymous users go to the login, others get a 403."""

    @wraps(view)
    def wrapped(request: HttpRequest, *args, **kwargs):
        if not request.user.is_authenticated:  # the referees' login (/anmelden/), not the staff-only admin login
            return redirect(f"{reverse('rulings:login')}?{urlencode({'next': request.get_full_path()})}")
        if not is_curator(request.user):
            raise PermissionDenied
        return view(request, *args, **kwargs)

    return wrapped


def ensure_referee_group() -> Group:
    """The "Schiedsrichter" group with its permissions (also made by migration 0003; this repairs it)."""
    group, _created = Group.objects.get_or_create(name=REFEREE_GROUP)
    wanted = Permission.objects.filter(content_type__app_label="rulings", codename__in=REFEREE_PERMISSIONS)
    missing = set(wanted.values_list("pk", flat=True)) - set(group.permissions.values_list("pk", flat=True))
    if missing:
        group.permissions.add(*missing)
    return group
