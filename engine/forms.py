from django import forms
from django.conf import settings
from django.utils.translation import gettext_lazy as _

from .models import Submission


class ValidationForm(forms.Form):
    AUTO = "auto"  # the view detects the format from what was pasted (engine.services.detect_format)

    format = forms.ChoiceField(label=_("Format"), choices=[(AUTO, _("automatisch erkennen")), *Submission.Format.choices],
                               initial=AUTO)
    text = forms.CharField(label=_("Protokoll einfügen"), required=False,
                           widget=forms.Textarea(attrs={"rows": 14, "spellcheck": "false"}))
    file = forms.FileField(label=_("… oder Datei hochladen"), required=False)
    stop_at_first_problem = forms.BooleanField(label=_("Beim ersten Problem anhalten"), required=False)

    def clean(self):
        cleaned = super().clean()
        upload = cleaned.get("file")
        if upload and upload.size > settings.REGELWERK_MAX_RECORD_BYTES:
            raise forms.ValidationError(_("Die Datei ist zu groß (höchstens %(limit)d Bytes).")
                                        % {"limit": settings.REGELWERK_MAX_RECORD_BYTES})
        if not upload and not (cleaned.get("text") or "").strip():
            raise forms.ValidationError(_("Bitte ein Protokoll einfügen oder eine Datei hochladen."))
        return cleaned
