import time

from django.core.management.base import BaseCommand, CommandError

from config.catalog import CatalogError, catalog_stats, load_catalog


class Command(BaseCommand):
    help = ("Lädt Katalog, Regelhefte, FAQ-Hinweise, Errata und Regeln aller Spiele; idempotent "
            "(loads every game's catalog; a second run changes nothing).")

    def handle(self, *args, **options):
        started = time.perf_counter()
        try:
            stats = load_catalog()
        except CatalogError as error:
            raise CommandError(f"Katalog nicht geladen, die Quellen widersprechen sich:\n{error}") from error
        seconds = time.perf_counter() - started
        for game, counts in catalog_stats().items():
            self.stdout.write(
                f"{game:15} {counts['cards']:5} Karten  {counts['printings']:5} Drucke  {counts['faq_notes']:5} Hinweise  "
                f"{counts['errata']:3} Errata  {counts['rule_sections']:4} Abschnitte  {counts['rules']:3} Regeln  "
                f"{counts['auslegungen']:3} Auslegungen")
        if stats.changed == 0:
            self.stdout.write(self.style.SUCCESS(f"Keine Änderungen: der Katalog war aktuell ({seconds:.1f} s)."))
        else:
            changes = ", ".join(f"{model}: " + "/".join(f"{n} {outcome}" for outcome, n in outcomes.items()
                                                        if outcome != "unchanged")
                                for model, outcomes in stats.summary().items()
                                if any(outcome != "unchanged" for outcome in outcomes))
            self.stdout.write(self.style.SUCCESS(f"Katalog geladen in {seconds:.1f} s. Änderungen: {changes}"))
