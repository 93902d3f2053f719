from rest_framework.routers import SimpleRouter

from . import api

router = SimpleRouter(trailing_slash=False)
router.register("games", api.GameViewSet, basename="api-game")
router.register("cards", api.CardViewSet, basename="api-card")
router.register("faq", api.FaqNoteViewSet, basename="api-faq")
router.register("errata", api.ErratumViewSet, basename="api-erratum")

urlpatterns = router.urls
