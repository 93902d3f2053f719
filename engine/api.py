"""Validation API: POST a record or a raw log → 202 with the job URL; GET the job; check one move; batches.

Bad input is a 400/413 in the project's error shape. A service that cannot take work is a 503 with
Retry-After, in the same shape; when the job was stored anyway (the broker was away) it carries its URL. An exception out of the engine is not caught here:
Django logs it and `config.views.server_error` answers 500 in the same shape; it is never a verdict.
"""

from __future__ import annotations

from django.conf import settings
from drf_spectacular.utils import OpenApiExample, extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.decorators import api_view, parser_classes, permission_classes, throttle_classes
from rest_framework.exceptions import ParseError
from rest_framework.parsers import FormParser, MultiPartParser
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.reverse import reverse

from config.api import AnonSettingsRateThrottle
from config.parsers import StrictJSONParser
from engine.core import available_games, get_ruleset

from . import batches, services
from .models import Batch, Submission, ValidationJob


class SubmissionThrottle(AnonSettingsRateThrottle):
    scope = "submissions"


def job_json(job: ValidationJob, request) -> dict:
    return {
        "id": str(job.id),
        "url": reverse("api-validation-detail", args=[job.id], request=request),
        "page": request.build_absolute_uri(job.get_absolute_url()),
        "status": job.status,
        "progress": {"done": job.progress_done, "total": job.progress_total, "percent": job.progress_percent},
        "attempts": job.attempts,
        "created": job.created.isoformat(),
        "started": job.started_at.isoformat() if job.started_at else None,
        "finished": job.finished_at.isoformat() if job.finished_at else None,
        "error": job.error or None,
        "report": job.report,
    }


def refusal_response(refusal: services.QueueRefusal, request) -> Response:
    """503 + Retry-After; with the stored job's (or batch's) URLs when there is one."""
    body = refusal.to_json()
    target = refusal.target
    if isinstance(target, ValidationJob):
        body.update(job_json(target, request))
        body["detail"], body["detail_en"] = refusal.message_de, refusal.message_en
    elif isinstance(target, Batch):
        body.update(id=str(target.id), url=reverse("api-batch-detail", args=[target.id], request=request),
                    page=request.build_absolute_uri(target.get_absolute_url()))
    headers = {"Retry-After": str(refusal.retry_after)}
    if "url" in body:
        headers["Location"] = body["url"]
    return Response(body, status=status.HTTP_503_SERVICE_UNAVAILABLE, headers=headers)


def _read_request(request) -> tuple[object, str, bool]:
    """(raw input, format, stop flag) from JSON, a form, or an uploaded file."""
    data = request.data
    stop = str(data.get("stop_at_first_problem", "")).lower() in ("1", "true", "yes", "on")
    upload = request.FILES.get("file") if hasattr(request, "FILES") else None
    fmt = data.get("format") if isinstance(data.get("format"), str) else None
    if upload is not None:
        return upload.read(), (fmt or Submission.Format.RECORD), stop
    if "record" in data:
        return data["record"], Submission.Format.RECORD, stop
    if "log" in data and isinstance(data.get("log"), str) and fmt and fmt != "regelwerk-record/1":
        return data["log"], fmt, stop
    if data.get("format") == "regelwerk-record/1":
        return dict(data), Submission.Format.RECORD, stop
    raise services.SubmissionError(
        "Erwartet: {\"record\": {…}} oder {\"format\": \"dominion-online\", \"log\": \"…\"} oder eine Datei (file).",
        "Expected {\"record\": {…}} or {\"format\": \"dominion-online\", \"log\": \"…\"} or an uploaded file (file).")


@extend_schema(
    summary="Partie oder Protokoll zur Prüfung einreichen / submit a record for validation",
    request=inline_serializer("ValidationRequest", {
        "record": serializers.JSONField(required=False, help_text="regelwerk-record/1"),
        "format": serializers.ChoiceField(choices=Submission.Format.choices, required=False),
        "log": serializers.CharField(required=False, help_text="raw log text for format dominion-online/isotropic/goko"),
        "stop_at_first_problem": serializers.BooleanField(required=False, default=False),
    }),
    responses={202: dict, 400: dict, 413: dict, 503: dict},
    examples=[OpenApiExample("record", value={"record": {"format": "regelwerk-record/1", "game": "dominion",
                                                         "players": ["Anna", "Ben"], "setup": {}, "log": []}})],
)
@api_view(["POST"])
@permission_classes([AllowAny])
@throttle_classes([SubmissionThrottle])
@parser_classes([StrictJSONParser, MultiPartParser, FormParser])
def validation_list(request):
    try:
        raw, fmt, stop = _read_request(request)
        job = services.submit(raw, fmt, origin=Submission.Origin.API, stop_at_first_problem=stop)
    except ParseError as error:
        return Response({"detail": f"Kein gültiges JSON: {error.detail}", "errors": [{"pointer": "", "message": str(error.detail)}]},
                        status=status.HTTP_400_BAD_REQUEST)
    except services.SubmissionError as error:
        return Response(error.to_json(), status=error.status)
    except services.QueueRefusal as refusal:
        return refusal_response(refusal, request)
    body = job_json(job, request)
    return Response(body, status=status.HTTP_202_ACCEPTED, headers={"Location": body["url"]})


@extend_schema(summary="Prüflauf mit Status, Fortschritt und Bericht / validation job", responses={200: dict, 404: dict})
@api_view(["GET"])
@permission_classes([AllowAny])
def validation_detail(request, job_id):
    job = ValidationJob.objects.filter(pk=job_id).first()
    if job is None:
        return Response({"detail": "Prüflauf nicht gefunden.", "errors": [{"pointer": "", "message": str(job_id)}]},
                        status=status.HTTP_404_NOT_FOUND)
    return Response(job_json(job, request))


@extend_schema(
    summary="Einen Zug in einer Stellung prüfen / check a move in a position",
    request=inline_serializer("PositionCheckRequest", {
        "position": serializers.JSONField(help_text="a record (its log is the game so far) or {\"game\", \"state\"}"),
        "move": serializers.JSONField(help_text="one log entry, e.g. {\"by\": \"Anna\", \"move\": \"buy\", \"card\": \"Gold\"}"),
    }),
    responses={200: dict, 400: dict, 413: dict, 500: dict},
)
@api_view(["POST"])
@permission_classes([AllowAny])
@throttle_classes([SubmissionThrottle])
@parser_classes([StrictJSONParser])
def position_check(request):
    try:
        data = request.data
        if not isinstance(data, dict):
            raise services.SubmissionError("Erwartet ein JSON-Objekt mit „position“ und „move“.",
                                           "Expected a JSON object with \"position\" and \"move\".")
        result = services.check_position(data.get("position"), data.get("move"))
    except ParseError as error:
        return Response({"detail": f"Kein gültiges JSON: {error.detail}", "errors": [{"pointer": "", "message": str(error.detail)}]},
                        status=status.HTTP_400_BAD_REQUEST)
    except services.SubmissionError as error:
        return Response(error.to_json(), status=error.status)
    return Response(result)


@extend_schema(summary="JSON-Schema der Protokolle eines Spiels / a game's record schema", responses={200: dict, 404: dict})
@api_view(["GET"])
@permission_classes([AllowAny])
def record_schema(request, game):
    if game not in available_games():
        return Response({"detail": f"Für {game!r} gibt es (noch) keine Regelprüfung.",
                         "errors": [{"pointer": "", "message": f"known: {', '.join(available_games())}"}]},
                        status=status.HTTP_404_NOT_FOUND)
    return Response(get_ruleset(game).record_schema())


# --- batches ----------------------------------------------------------------------------------------------------


def batch_json(batch: Batch, request) -> dict:
    summary = batches.summarize(batch)
    return {
        "id": str(batch.id),
        "url": reverse("api-batch-detail", args=[batch.id], request=request),
        "page": request.build_absolute_uri(batch.get_absolute_url()),
        "name": batch.name,
        "created": batch.created.isoformat(),
        "total": summary["total"],
        "finished": summary["finished"],
        "complete": summary["complete"],
        "statuses": summary["statuses"],
        "verdicts": summary["verdicts"],
        "rules": summary["rules"],
        "jobs": [{"id": str(job.id), "url": reverse("api-validation-detail", args=[job.id], request=request),
                  "page": request.build_absolute_uri(job.get_absolute_url()), "status": job.status,
                  "verdict": (job.report or {}).get("status")} for job in summary["jobs"]],
    }


def _batch_items(request) -> list[batches.Item]:
    upload = request.FILES.get("file") if hasattr(request, "FILES") else None
    data = request.data
    fmt = data.get("format") if isinstance(data.get("format"), str) and data.get("format") else "auto"
    if fmt not in ("auto", *Submission.Format.values):
        raise services.SubmissionError(f"Unbekanntes Format: {fmt!r}.", f"Unknown format: {fmt!r}.", pointer="/format")
    if upload is not None:
        if upload.size > settings.REGELWERK_MAX_BATCH_BYTES:
            raise batches.too_big(upload.size)
        return batches.items_from_zip(upload, fmt)
    if "items" in data:
        return batches.items_from_json(data["items"])
    raise services.SubmissionError(
        "Erwartet: {\"items\": [{\"record\": {…}}, {\"format\": \"dominion-online\", \"log\": \"…\"}, …]} "
        "oder ein ZIP-Archiv (file).",
        "Expected {\"items\": [{\"record\": {…}}, {\"format\": \"dominion-online\", \"log\": \"…\"}, …]} "
        "or a ZIP archive (file).")


@extend_schema(
    summary="Mehrere Partien auf einmal prüfen / validate a batch of records or logs",
    request=inline_serializer("BatchRequest", {
        "items": serializers.ListField(child=serializers.JSONField(), required=False,
                                       help_text='each {"record": {…}} or {"format": "dominion-online", "log": "…"}'),
        "file": serializers.FileField(required=False, help_text="a ZIP of .json records and .txt/.html logs"),
        "name": serializers.CharField(required=False),
        "stop_at_first_problem": serializers.BooleanField(required=False, default=False),
    }),
    responses={202: dict, 400: dict, 413: dict, 503: dict},
)
@api_view(["POST"])
@permission_classes([AllowAny])
@throttle_classes([SubmissionThrottle])
@parser_classes([StrictJSONParser, MultiPartParser, FormParser])
def batch_list(request):
    try:
        items = _batch_items(request)
        data = request.data
        stop = str(data.get("stop_at_first_problem", "")).lower() in ("1", "true", "yes", "on")
        name = data.get("name") if isinstance(data.get("name"), str) else ""
        if not name and request.FILES.get("file") is not None:
            name = request.FILES["file"].name
        batch = batches.submit_batch(items, name=name, origin=Submission.Origin.API, stop_at_first_problem=stop)
    except ParseError as error:
        return Response({"detail": f"Kein gültiges JSON: {error.detail}", "errors": [{"pointer": "", "message": str(error.detail)}]},
                        status=status.HTTP_400_BAD_REQUEST)
    except services.SubmissionError as error:
        return Response(error.to_json(), status=error.status)
    except services.QueueRefusal as refusal:
        return refusal_response(refusal, request)
    body = batch_json(batch, request)
    return Response(body, status=status.HTTP_202_ACCEPTED, headers={"Location": body["url"]})


@extend_schema(summary="Sammelprüfung mit Fortschritt und Zusammenfassung / a batch with progress and summary",
               responses={200: dict, 404: dict})
@api_view(["GET"])
@permission_classes([AllowAny])
def batch_detail(request, batch_id):
    batch = Batch.objects.filter(pk=batch_id).first()
    if batch is None:
        return Response({"detail": "Sammelprüfung nicht gefunden.", "errors": [{"pointer": "", "message": str(batch_id)}]},
                        status=status.HTTP_404_NOT_FOUND)
    return Response(batch_json(batch, request))
