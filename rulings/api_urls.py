from django.urls import path
from rest_framework.routers import SimpleRouter

from . import api

router = SimpleRouter(trailing_slash=False)
router.register("rules", api.RuleViewSet, basename="api-rule")

urlpatterns = [
    path("rulebooks/<slug:game>/sections", api.RulebookSectionList.as_view(), name="api-rulebook-sections"),
    *router.urls,
]
