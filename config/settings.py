"""Settings for Regelwerk, read from the environment (12-factor).

Without any environment the service runs on the embedded default: SQLite under var/, Celery tasks
executed eagerly in-process (results still stored), the Whoosh index under var/index.
"""

from __future__ import annotations

import os
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured
from django.utils.translation import gettext_lazy as _

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(os.environ.get("REGELWERK_VAR_DIR", BASE_DIR / "var"))


def env_bool(name: str, default: bool = False) -> bool:
    value = os.environ.get(name)
    if value is None or value == "":
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_int(name: str, default: int) -> int:
    value = os.environ.get(name)
    return int(value) if value not in (None, "") else default


def env_list(name: str, default: list[str]) -> list[str]:
    value = os.environ.get(name)
    if not value:
        return default
    return [item.strip() for item in value.split(",") if item.strip()]


DEBUG = env_bool("DEBUG", False)
# Development defaults (a built-in secret key, no TLS redirects): with DEBUG, or explicitly for the test suite.
DEV_DEFAULTS = DEBUG or env_bool("REGELWERK_DEV_DEFAULTS", False)

SECRET_KEY = os.environ.get("SECRET_KEY", "")
if not SECRET_KEY:
    if not DEV_DEFAULTS:
        raise ImproperlyConfigured("SECRET_KEY muss gesetzt sein, wenn DEBUG aus ist (SECRET_KEY must be set when DEBUG is off).")
    SECRET_KEY = "dev-only-insecure-key-regelwerk-not-for-production-use-0123456789"

# Local addresses only unless the environment names the public host(s).
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["127.0.0.1", "localhost", "[::1]"])
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", [])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "rest_framework.authtoken",
    "django_filters",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "django_celery_results",
    "axes",  # locks out a login after repeated failures (admin and /anmelden/)
    "cards",
    "rulings",
    "engine",
    "search",
    "config",  # the project as an app: load_catalog and friends span the apps (docs/ARCHITECTURE.md)
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    # Text responses (pages, fragments, JSON) compressed; before everything that may change the body.
    "django.middleware.gzip.GZipMiddleware",
    "config.middleware.ContentSecurityPolicyMiddleware",  # issue #13: every response gets the CSP
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "config.middleware.RejectNulMiddleware",  # issue #13: before anything reads the path, the query or a form
    "config.middleware.DatabaseUnavailableMiddleware",  # issue #13: 503 with Retry-After when the DB is down
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "axes.middleware.AxesMiddleware",  # last, as django-axes asks
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"
ASGI_APPLICATION = "config.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

# Database: DATABASE_URL, default an SQLite file under var/.
if not os.environ.get("DATABASE_URL"):
    VAR_DIR.mkdir(parents=True, exist_ok=True)
DATABASES = {
    "default": dj_database_url.parse(
        os.environ.get("DATABASE_URL") or f"sqlite:///{VAR_DIR / 'regelwerk.sqlite3'}",
        conn_max_age=env_int("DB_CONN_MAX_AGE", 60),
        conn_health_checks=True,
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # SQLite under concurrent page views and an eager task: wait instead of failing on a lock.
    DATABASES["default"].setdefault("OPTIONS", {})["timeout"] = 20
    DATABASES["default"]["CONN_MAX_AGE"] = 0
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# --- security: logins, lockout, clients behind proxies, the CSP (issue #13) ---------------------------------------
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",  # first: refuses a locked-out login before the password is checked
    "django.contrib.auth.backends.ModelBackend",
]
LOGIN_URL = "rulings:login"
LOGIN_REDIRECT_URL = "rulings:questions"
# django-axes: AXES_FAILURE_LIMIT failed logins per user name and address lock both out for AXES_COOLOFF_HOURS.
AXES_FAILURE_LIMIT = env_int("AXES_FAILURE_LIMIT", 5)
AXES_COOLOFF_TIME = env_int("AXES_COOLOFF_HOURS", 1)
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_TEMPLATE = "registration/locked.html"
AXES_CLIENT_IP_CALLABLE = "config.api.axes_client_ip"  # the same client identity as the throttles
# How many proxies in front of the service append to X-Forwarded-For. 0: clients are REMOTE_ADDR, and an
# X-Forwarded-For header (which anyone can send) is ignored. Behind one nginx: 1.
REGELWERK_TRUSTED_PROXIES = env_int("REGELWERK_TRUSTED_PROXIES", 0)
# Scripts, styles, images, fonts and requests only from this origin; no inline code, no frames.
CONTENT_SECURITY_POLICY = os.environ.get("CONTENT_SECURITY_POLICY", "; ".join([
    "default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:", "font-src 'self'",
    "connect-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'",
]))
# The API's HTML pages from the libraries (Swagger UI, Redoc, the browsable API) carry inline <style>: the same policy
# with inline styles allowed there (and Redoc's web worker); scripts stay 'self' (config/middleware.py).
CONTENT_SECURITY_POLICY_API_HTML = os.environ.get("CONTENT_SECURITY_POLICY_API_HTML", CONTENT_SECURITY_POLICY.replace(
    "style-src 'self'", "style-src 'self' 'unsafe-inline'") + "; worker-src 'self' blob:")
# JSON input (config/parsers.py): deeper nesting is refused with a 400.
REGELWERK_MAX_JSON_DEPTH = env_int("REGELWERK_MAX_JSON_DEPTH", 64)
# Readiness (/api/v1/health/ready): computed at most every N seconds; with HEALTH_TOKEN only for
# `Authorization: Bearer <HEALTH_TOKEN>`.
HEALTH_READY_CACHE_SECONDS = env_int("HEALTH_READY_CACHE_SECONDS", 10)
HEALTH_TOKEN = os.environ.get("HEALTH_TOKEN", "")
# Pages and the API answer 503 with Retry-After when the database cannot be reached.
REGELWERK_DB_RETRY_AFTER = env_int("REGELWERK_DB_RETRY_AFTER", 30)

# --- cache: shared by all web processes (throttles, form limits, lockouts, readiness) -------------------------------
# CACHE_URL or REDIS_URL (redis://host:6379/1) → Redis; without either, this process's memory (one process only).
CACHE_URL = os.environ.get("CACHE_URL") or os.environ.get("REDIS_URL") or ""
if CACHE_URL:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": CACHE_URL,
                          "KEY_PREFIX": os.environ.get("CACHE_KEY_PREFIX", "regelwerk"), "TIMEOUT": 300}}
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "regelwerk"}}

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

# German first, English through Django's i18n.
LANGUAGE_CODE = "de"
LANGUAGES = [("de", _("Deutsch")), ("en", _("Englisch"))]  # the menu shows each in its own language
LOCALE_PATHS = [BASE_DIR / "locale"]
TIME_ZONE = "Europe/Berlin"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = VAR_DIR / "static"
try:  # WhiteNoise expects the folder; collectstatic fills it in production.
    STATIC_ROOT.mkdir(parents=True, exist_ok=True)
except OSError:
    pass
STATICFILES_DIRS = [BASE_DIR / "static"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"
        if not DEBUG and env_bool("REGELWERK_MANIFEST_STATIC", True) and (VAR_DIR / "static" / "staticfiles.json").exists()
        else "django.contrib.staticfiles.storage.StaticFilesStorage"
    },
}
# Serve static files from the app folders too when collectstatic has not run (make run, tests).
WHITENOISE_USE_FINDERS = True
WHITENOISE_AUTOREFRESH = DEBUG

# Upload and request limits: a game record is rejected with a clear message before it is queued.
DATA_UPLOAD_MAX_MEMORY_SIZE = env_int("DATA_UPLOAD_MAX_MEMORY_SIZE", 5 * 1024 * 1024)
FILE_UPLOAD_MAX_MEMORY_SIZE = env_int("FILE_UPLOAD_MAX_MEMORY_SIZE", 5 * 1024 * 1024)
REGELWERK_MAX_RECORD_BYTES = env_int("REGELWERK_MAX_RECORD_BYTES", 2 * 1024 * 1024)
REGELWERK_MAX_RECORD_ENTRIES = env_int("REGELWERK_MAX_RECORD_ENTRIES", 20000)

# Search index (Whoosh): this machine's copy. One writer: the index tasks go to their own queue, which one worker
# reads (`celery -A config worker -Q regelwerk-index -c 1`). Several machines (SEARCH_INDEX_SHARED): that writer
# publishes each generation to the database and every process takes a newer one within SEARCH_INDEX_FOLLOW_SECONDS
# (search/index.py); the directory is never shared between machines.
SEARCH_INDEX_DIR = Path(os.environ.get("SEARCH_INDEX_DIR", VAR_DIR / "index"))
SEARCH_INDEX_QUEUE = os.environ.get("SEARCH_INDEX_QUEUE", "regelwerk-index")
SEARCH_INDEX_SHARED = env_bool("SEARCH_INDEX_SHARED", False)
SEARCH_INDEX_FOLLOW_SECONDS = env_int("SEARCH_INDEX_FOLLOW_SECONDS", 5)

# Celery: CELERY_BROKER_URL unset → tasks run eagerly in-process, results still stored.
CELERY_BROKER_URL = os.environ.get("CELERY_BROKER_URL", "")
CELERY_TASK_ALWAYS_EAGER = not CELERY_BROKER_URL
CELERY_TASK_EAGER_PROPAGATES = False
CELERY_TASK_STORE_EAGER_RESULT = True
CELERY_RESULT_BACKEND = os.environ.get("CELERY_RESULT_BACKEND", "django-db")
CELERY_RESULT_EXTENDED = True
CELERY_TASK_DEFAULT_QUEUE = os.environ.get("CELERY_QUEUE", "regelwerk")
CELERY_TASK_ROUTES = {"search.*": {"queue": SEARCH_INDEX_QUEUE}}  # the one index writer's queue
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
# Every task's hard time limit (config.celery.regelwerk_task reads it); the soft limit, where a task can still
# mark its job failed, comes at four fifths of it (240 s of 300 s).
CELERY_TASK_TIME_LIMIT = env_int("CELERY_TASK_TIME_LIMIT", 300)
CELERY_TASK_SOFT_TIME_LIMIT = env_int("CELERY_TASK_SOFT_TIME_LIMIT", max(1, CELERY_TASK_TIME_LIMIT * 4 // 5))
if not 0 < CELERY_TASK_SOFT_TIME_LIMIT < CELERY_TASK_TIME_LIMIT:
    raise ImproperlyConfigured("CELERY_TASK_SOFT_TIME_LIMIT muss zwischen 0 und CELERY_TASK_TIME_LIMIT liegen "
                               "(the soft time limit must lie between 0 and the hard one).")
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
# The broker gives an unacknowledged message (acks_late) to another worker after this many seconds. It must
# outlast the hard time limit, or a long job still running is delivered a second time; a worker that died
# holding a message is covered sooner by the sweeper (REGELWERK_JOB_DEADLINE_SECONDS). Derived, never set on its
# own: a visibility timeout set by hand drifts away from the time limit the day someone raises that. The margin
# (a fifth of the limit, at least 10 s: 300 s + 60 s = 360 s) covers the time between delivery and the task's start.
def visibility_timeout_for(time_limit: int) -> int:
    return time_limit + max(10, time_limit // 5)


if os.environ.get("CELERY_VISIBILITY_TIMEOUT"):
    raise ImproperlyConfigured("CELERY_VISIBILITY_TIMEOUT wird aus CELERY_TASK_TIME_LIMIT abgeleitet; bitte das "
                               "Zeitlimit setzen (the visibility timeout is derived from the task time limit).")
CELERY_VISIBILITY_TIMEOUT = visibility_timeout_for(CELERY_TASK_TIME_LIMIT)
# Redis: every worker looks for messages past their timeout every 10 s (kombu scans only every 10th look by default,
# which would add up to 100 s to a redelivery).
CELERY_BROKER_TRANSPORT_OPTIONS = {"visibility_timeout": CELERY_VISIBILITY_TIMEOUT, "unacked_restore_interval": 10,
                                   "unacked_restore_throttle": 1}
# Publishing while the broker is away: give up after about a second (the request answers 503, the job stays
# stored and unsent, the sweeper sends it once the broker is back) instead of holding the request.
CELERY_TASK_PUBLISH_RETRY_POLICY = {"max_retries": 2, "interval_start": 0, "interval_step": 0.3, "interval_max": 0.5}
CELERY_TASK_SERIALIZER = "json"
CELERY_RESULT_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
# A `running` job whose heartbeat (written at least every 10 s while it runs) is older than this lost its
# worker: the sweeper re-queues it.
REGELWERK_JOB_DEADLINE_SECONDS = env_int("REGELWERK_JOB_DEADLINE_SECONDS", 60)
# A `queued` job never handed to the broker (it was down) is sent by the sweeper after this grace; one handed
# over but still not started after REGELWERK_QUEUED_DEADLINE_SECONDS (the broker lost it) is sent again.
REGELWERK_UNSENT_GRACE_SECONDS = env_int("REGELWERK_UNSENT_GRACE_SECONDS", 10)
REGELWERK_QUEUED_DEADLINE_SECONDS = env_int("REGELWERK_QUEUED_DEADLINE_SECONDS", 1800)
# Backpressure: with this many jobs queued or running, new submissions are refused (503, Retry-After); 0: no limit.
REGELWERK_MAX_PENDING_JOBS = env_int("REGELWERK_MAX_PENDING_JOBS", 500)
REGELWERK_RETRY_AFTER_SECONDS = env_int("REGELWERK_RETRY_AFTER_SECONDS", 30)
# Batch validation: records per batch, and bytes of a batch (the ZIP as uploaded and its contents unpacked).
REGELWERK_MAX_BATCH_RECORDS = env_int("REGELWERK_MAX_BATCH_RECORDS", 200)
REGELWERK_MAX_BATCH_BYTES = env_int("REGELWERK_MAX_BATCH_BYTES", 20 * 1024 * 1024)
# `celery -A config beat` runs the sweepers: jobs stuck in `running` (a worker died), jobs and question checks
# never sent (the broker was down).
CELERY_BEAT_SCHEDULE = {
    "requeue-stale-jobs": {"task": "engine.requeue_stale_jobs", "schedule": env_int("REGELWERK_SWEEP_SECONDS", 30)},
    "requeue-unsent-question-checks": {"task": "rulings.requeue_unsent_checks",
                                       "schedule": env_int("REGELWERK_SWEEP_SECONDS", 30)},
}
# Health: when a broker is configured, is a live worker required for a 200?
HEALTH_REQUIRE_WORKER = env_bool("HEALTH_REQUIRE_WORKER", True)

# REST API.
REST_FRAMEWORK = {
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "DEFAULT_FILTER_BACKENDS": ["django_filters.rest_framework.DjangoFilterBackend"],
    "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.PageNumberPagination",
    "PAGE_SIZE": 50,
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "rest_framework.authentication.SessionAuthentication",
        "rest_framework.authentication.TokenAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticatedOrReadOnly"],
    # Overridable per scope (REGELWERK_THROTTLE_SUBMISSIONS=…), e.g. for bench/load.py.
    "DEFAULT_THROTTLE_RATES": {
        "anon": os.environ.get("REGELWERK_THROTTLE_ANON", "120/minute"),
        "submissions": os.environ.get("REGELWERK_THROTTLE_SUBMISSIONS", "30/minute"),
        "questions": os.environ.get("REGELWERK_THROTTLE_QUESTIONS", "10/hour"),
        "health": os.environ.get("REGELWERK_THROTTLE_HEALTH", "60/minute"),
    },
    "EXCEPTION_HANDLER": "config.api.exception_handler",
    # One strict JSON layer in front of every endpoint (config/parsers.py): an object, finite numbers, no NUL.
    "DEFAULT_PARSER_CLASSES": [
        "config.parsers.StrictJSONParser",
        "rest_framework.parsers.FormParser",
        "rest_framework.parsers.MultiPartParser",
    ],
    "NUM_PROXIES": 0,  # DRF's own client identity, where a throttle of ours does not replace it: REMOTE_ADDR
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer", "rest_framework.renderers.BrowsableAPIRenderer"],
}
SPECTACULAR_SETTINGS = {
    "TITLE": "Regelwerk API",
    "DESCRIPTION": "Karten, Regeln, Suche und Regelprüfung für fünf deutsche Brettspiele. "
    "Cards, rules, search and game validation for five German board games.",
    "VERSION": "1",
    "SERVE_INCLUDE_SCHEMA": False,
    # Swagger UI and Redoc from the sidecar package: the docs work without internet access.
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    "SCHEMA_PATH_PREFIX": r"/api/v1",
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "config.api.document_error_responses",
    ],
}

# Production hardening; `manage.py check --deploy` passes when DEBUG is off and these are not overridden.
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https") if env_bool("BEHIND_TLS_PROXY", False) else None
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", not DEV_DEFAULTS)
SESSION_COOKIE_SECURE = env_bool("SESSION_COOKIE_SECURE", not DEV_DEFAULTS)
CSRF_COOKIE_SECURE = env_bool("CSRF_COOKIE_SECURE", not DEV_DEFAULTS)
SECURE_HSTS_SECONDS = env_int("SECURE_HSTS_SECONDS", 0 if DEV_DEFAULTS else 31536000)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", not DEV_DEFAULTS)
SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", False)
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
# HSTS preload is an opt-in to browser lists (SECURE_HSTS_PRELOAD=1); not asking for it is a choice, not a defect.
SILENCED_SYSTEM_CHECKS = ["security.W021"]

EMAIL_BACKEND = os.environ.get("EMAIL_BACKEND", "django.core.mail.backends.console.EmailBackend")
EMAIL_HOST = os.environ.get("EMAIL_HOST", "localhost")
EMAIL_PORT = env_int("EMAIL_PORT", 25)
EMAIL_HOST_USER = os.environ.get("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = env_bool("EMAIL_USE_TLS", False)
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "regelwerk@localhost")

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "WARNING")},
}
