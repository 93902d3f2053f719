from django.urls import path
from rest_framework.routers import SimpleRouter

from . import api, api_autocomplete

router = SimpleRouter(trailing_slash=False)
router.register("games", api.GameViewSet, basename="api-game")
router.register("cards", api.CardViewSet, basename="api-card")
router.register("faq", api.FaqNoteViewSet, basename="api-faq")
router.register("errata", api.ErratumViewSet, basename="api-erratum")

# Before the router: "cards/<pk>" would take "autocomplete" for a card.
urlpatterns = [path("cards/autocomplete", api_autocomplete.autocomplete, name="api-card-autocomplete"),
               *router.urls]
