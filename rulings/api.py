from __future__ import annotations

from django.shortcuts import get_object_or_404
from rest_framework import generics, viewsets

from .models import Rule, Rulebook, RuleSection
from .serializers import RuleSectionSerializer, RuleSerializer


class RulebookSectionList(generics.ListAPIView):
    """The sections of one game's rulebook in reading order."""

    serializer_class = RuleSectionSerializer

    def get_queryset(self):
        if getattr(self, "swagger_fake_view", False):  # schema generation has no URL arguments
            return RuleSection.objects.none()
        rulebook = get_object_or_404(Rulebook, game__slug=self.kwargs["game"])
        return rulebook.sections.select_related("parent").order_by("order")


class RuleViewSet(viewsets.ReadOnlyModelViewSet):
    queryset = Rule.objects.select_related("game", "section").order_by("rule_id")
    serializer_class = RuleSerializer
    lookup_field = "rule_id"
    lookup_value_regex = r"[^/]+"
    filterset_fields = {"game__slug": ["exact"], "kind": ["exact"]}
