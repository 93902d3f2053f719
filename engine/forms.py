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


class MultipleFileInput(forms.ClearableFileInput):
    allow_multiple_selected = True


class MultipleFileField(forms.FileField):
    """Several files in one field (Django's documented pattern): the cleaned value is a list."""

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("widget", MultipleFileInput(attrs={"multiple": True}))
        super().__init__(*args, **kwargs)

    def clean(self, data, initial=None):
        if isinstance(data, list | tuple):
            return [super(MultipleFileField, self).clean(item, initial) for item in data]
        return [super().clean(data, initial)] if data else []


class BatchForm(forms.Form):
    """Several records or logs, or a ZIP of them, validated as one batch (engine.batches)."""

    files = MultipleFileField(label=_("Protokolle oder ein ZIP-Archiv"), required=True,
                              help_text=_("Mehrere Dateien auf einmal auswählen (.json, .txt, .log, .html) oder ein "
                                          "ZIP-Archiv mit solchen Dateien."))
    format = forms.ChoiceField(label=_("Format"), choices=[(ValidationForm.AUTO, _("automatisch erkennen")),
                                                           *Submission.Format.choices], initial=ValidationForm.AUTO)
    name = forms.CharField(label=_("Name der Sammlung (z. B. Vereinsabend, Turnier)"), required=False, max_length=200)
    stop_at_first_problem = forms.BooleanField(label=_("Beim ersten Problem anhalten"), required=False)

    def clean_files(self):
        files = self.cleaned_data["files"]
        total = sum(upload.size for upload in files)
        if total > settings.REGELWERK_MAX_BATCH_BYTES:
            raise forms.ValidationError(_("Die Dateien sind zusammen zu groß (höchstens %(limit)d Bytes).")
                                        % {"limit": settings.REGELWERK_MAX_BATCH_BYTES})
        return files
