"""The one e-mail the service sends: an asker hears once that their question has an answer."""

from __future__ import annotations

from django.conf import settings
from django.core.mail import send_mail
from django.utils.translation import gettext as _

from .models import Ruling


def notify_asker(ruling_pk: int, base_url: str = "") -> bool:
    """E-mail the asker that their question has an answer (if they left an address and did not opt out)."""
    ruling = Ruling.objects.select_related("question__author").filter(pk=ruling_pk, published=True).first()
    question = ruling.question if ruling else None
    if question is None or not question.notify or not question.answer_email:
        return False
    subject = _("Antwort auf deine Frage: %(title)s") % {"title": " ".join(question.title.split())[:150]}
    body = _("Hallo,\n\ndeine Frage „%(question)s“ ist beantwortet:\n\n%(ruling)s\n%(url)s\n\n"
             "Diese Nachricht kommt einmal, weil du bei der Frage deine Adresse angegeben hast.\n\nRegelwerk") % {
        "question": question.title, "ruling": ruling.title, "url": base_url.rstrip("/") + ruling.get_absolute_url()}
    send_mail(subject, body, settings.DEFAULT_FROM_EMAIL, [question.answer_email], fail_silently=True)
    return True
