// The card tables of a game page: sort by a column (German order; names come pre-folded in data-name,
// numbers padded), filter by text, cost, type, expansion and edition. Without script the tables are complete.
(function () {
  "use strict";
  const form = document.querySelector("[data-card-filter]");
  if (!form) return;
  const container = document.getElementById(form.dataset.cardFilter);
  const collator = new Intl.Collator("de", { numeric: true, sensitivity: "base" });
  const fold = function (s) {
    return s.toLowerCase().replace(/ä/g, "a").replace(/ö/g, "o").replace(/ü/g, "u").replace(/ß/g, "ss")
      .normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  };
  const rows = Array.from(container.querySelectorAll("tbody tr"));
  rows.forEach(function (row) { row.dataset.search = fold(row.textContent); });

  function values(row, key) { return (row.dataset[key] || "").split("|").filter(Boolean); }

  function apply() {
    const text = fold(form.elements.text.value.trim());
    const want = {};
    ["kosten", "typ", "erweiterung", "edition"].forEach(function (name) {
      if (form.elements[name]) want[name] = form.elements[name].value;
    });
    let shown = 0;
    rows.forEach(function (row) {
      const ok = (!text || text.split(/\s+/).every(function (w) { return row.dataset.search.indexOf(w) >= 0; }))
        && (!want.kosten || row.dataset.cost === want.kosten)
        && (!want.typ || values(row, "types").indexOf(want.typ) >= 0)
        && (!want.erweiterung || values(row, "expansion").indexOf(want.erweiterung) >= 0)
        && (!want.edition || values(row, "edition").indexOf(want.edition) >= 0);
      row.hidden = !ok;
      if (ok) shown++;
    });
    container.querySelectorAll("[data-kind-group]").forEach(function (group) {
      const visible = group.querySelectorAll("tbody tr:not([hidden])").length;
      group.hidden = visible === 0;
      const count = group.querySelector("[data-group-count]");
      if (count) count.textContent = "(" + visible + ")";
    });
    form.elements.count.value = shown + " / " + rows.length;
    const params = new URLSearchParams();
    new FormData(form).forEach(function (v, k) { if (v) params.set(k, v); });
    history.replaceState(null, "", location.pathname + (params.toString() ? "?" + params : "") + location.hash);
  }

  function sortBy(table, key, th) {
    const body = table.tBodies[0];
    const ascending = th.getAttribute("aria-sort") !== "ascending";
    table.querySelectorAll("th[data-sort]").forEach(function (h) { h.removeAttribute("aria-sort"); });
    th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
    const sorted = Array.from(body.rows).sort(function (a, b) {
      let result;
      if (key === "cost") {
        const x = a.dataset.cost === "" ? Infinity : Number(a.dataset.cost);
        const y = b.dataset.cost === "" ? Infinity : Number(b.dataset.cost);
        result = x - y || collator.compare(a.dataset.name, b.dataset.name);
      } else if (key === "name") {
        result = collator.compare(a.dataset.name, b.dataset.name);
      } else {
        result = collator.compare(a.dataset[key] || "\uffff", b.dataset[key] || "\uffff")
          || collator.compare(a.dataset.name, b.dataset.name);
      }
      return ascending ? result : -result;
    });
    sorted.forEach(function (row) { body.appendChild(row); });
  }

  container.querySelectorAll("th[data-sort] button").forEach(function (button) {
    button.addEventListener("click", function () {
      const th = button.closest("th");
      sortBy(th.closest("table"), th.dataset.sort, th);
    });
  });
  form.addEventListener("input", apply);
  form.addEventListener("change", apply);
  form.addEventListener("submit", function (event) { event.preventDefault(); });
  // A shared link keeps its filter: ?kosten=4&typ=Angriff
  const initial = new URLSearchParams(location.search);
  initial.forEach(function (v, k) { if (form.elements[k]) form.elements[k].value = v; });
  apply();
})();
