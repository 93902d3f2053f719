from django.urls import path
from rest_framework.routers import SimpleRouter

from . import api, api_questions

router = SimpleRouter(trailing_slash=False)
router.register("rules", api.RuleViewSet, basename="api-rule")
router.register("questions", api_questions.QuestionViewSet, basename="api-question")
router.register("rulings", api_questions.RulingViewSet, basename="api-ruling")

urlpatterns = [
    path("rulebooks/<slug:game>/sections", api.RulebookSectionList.as_view(), name="api-rulebook-sections"),
    *router.urls,
]
