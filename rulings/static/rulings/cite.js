// The citation picker: a "zitieren" button in the search results adds its key as a line of the citations field.
(function () {
  "use strict";
  document.addEventListener("click", function (event) {
    const button = event.target.closest("[data-cite]");
    if (!button) return;
    const box = button.closest("[data-cite-target]");
    const field = box && document.getElementById(box.dataset.citeTarget);
    if (!field) return;
    const key = button.dataset.cite;
    const lines = field.value.split("\n").map(function (l) { return l.trim(); }).filter(Boolean);
    if (lines.some(function (l) { return l.split("|")[0].trim() === key; })) return;
    lines.push(key);
    field.value = lines.join("\n");
    button.disabled = true;
  });
})();
