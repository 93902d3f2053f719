// The card tables of a game page: sort by a column (German order; names come pre-folded in data-name,
// numbers padded), filter by text, cost, type, expansion and edition. Without script the tables list every card.
// The page carries no card texts (it stays light): they are fetched once, when a player shows them or searches
// in them (data-texts-src), and then shown in a column and searched with the names.
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
  const texts = { state: "none", html: null };  // none, loading, loaded, failed
  const toggle = form.querySelector("[data-texts-toggle]");
  if (toggle) toggle.hidden = false;
  // What a row is filtered and sorted by, read once from its cells (the page sends each fact once).
  const rows = Array.from(container.querySelectorAll("tbody tr")).map(function (row) {
    const link = row.querySelector("a");
    return {
      row: row,
      slug: link ? link.getAttribute("href").split("/").filter(Boolean).pop() : "",
      search: fold(row.textContent),
      types: Array.from(row.cells[2].querySelectorAll(".type")).map(function (t) { return t.textContent; }),
      expansions: row.cells[3].textContent.split(", ").filter(Boolean),
      editions: (row.dataset.edition || "").split(" ").filter(Boolean),
    };
  });
  const byRow = new Map(rows.map(function (info) { return [info.row, info]; }));

  function showTexts(show) {
    container.querySelectorAll("th.text-col").forEach(function (th) { th.hidden = !show; });
    rows.forEach(function (info) {
      let cell = info.row.querySelector("td.text-col");
      if (show && !cell && texts.html) {
        cell = info.row.insertCell();
        cell.className = "text-col";
        const clamp = document.createElement("div");
        clamp.className = "clamp";
        clamp.lang = "de";
        clamp.innerHTML = texts.html[info.slug] || "";  // the server's escaped text with <strong>/<em> only
        cell.appendChild(clamp);
      }
      if (cell) cell.hidden = !show;
    });
  }

  function loadTexts() {
    if (texts.state !== "none") return;
    texts.state = "loading";
    container.setAttribute("aria-busy", "true");
    fetch(form.dataset.textsSrc, { headers: { Accept: "application/json" } })
      .then(function (r) { if (!r.ok) throw new Error(r.status); return r.json(); })
      .then(function (data) {
        texts.html = data.texts || {};
        const scratch = document.createElement("div");
        rows.forEach(function (info) {
          scratch.innerHTML = texts.html[info.slug] || "";
          info.search += " " + fold(scratch.textContent);
        });
        texts.state = "loaded";
        container.removeAttribute("aria-busy");
        apply();
      })
      .catch(function () { texts.state = "failed"; container.removeAttribute("aria-busy"); });
  }

  function apply() {
    const text = fold(form.elements.text.value.trim());
    const showing = Boolean(form.elements.texte && form.elements.texte.checked);
    if (text || showing) loadTexts();
    showTexts(showing && texts.state === "loaded");
    const want = {};
    ["kosten", "typ", "erweiterung"].forEach(function (name) {
      if (form.elements[name]) want[name] = form.elements[name].value;
    });
    const edition = form.elements.edition;
    want.edition = edition && edition.value ? edition.selectedOptions[0].dataset.number : "";
    let shown = 0;
    rows.forEach(function (info) {
      const row = info.row;
      const ok = (!text || text.split(/\s+/).every(function (w) { return info.search.indexOf(w) >= 0; }))
        && (!want.kosten || row.dataset.cost === want.kosten)
        && (!want.typ || info.types.indexOf(want.typ) >= 0)
        && (!want.erweiterung || info.expansions.indexOf(want.erweiterung) >= 0)
        && (!want.edition || info.editions.indexOf(want.edition) >= 0);
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

  function sortKey(info, key) {
    if (key === "types") return info.types.join("|");
    if (key === "expansion") return info.expansions.join("|");
    return info.row.dataset[key] || "";
  }

  function sortBy(table, key, th) {
    const body = table.tBodies[0];
    const ascending = th.getAttribute("aria-sort") !== "ascending";
    table.querySelectorAll("th[data-sort]").forEach(function (h) { h.removeAttribute("aria-sort"); });
    th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
    const sorted = Array.from(body.rows).map(function (row) { return byRow.get(row); }).sort(function (a, b) {
      let result;
      if (key === "cost") {
        const x = a.row.dataset.cost === "" ? Infinity : Number(a.row.dataset.cost);
        const y = b.row.dataset.cost === "" ? Infinity : Number(b.row.dataset.cost);
        result = x - y || collator.compare(a.row.dataset.name, b.row.dataset.name);
      } else if (key === "name") {
        result = collator.compare(a.row.dataset.name, b.row.dataset.name);
      } else {
        result = collator.compare(sortKey(a, key) || "\uffff", sortKey(b, key) || "\uffff")
          || collator.compare(a.row.dataset.name, b.row.dataset.name);
      }
      return ascending ? result : -result;
    });
    sorted.forEach(function (info) { body.appendChild(info.row); });
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
  // A shared link keeps its filter: ?kosten=4&typ=Angriff&texte=1
  const initial = new URLSearchParams(location.search);
  initial.forEach(function (v, k) {
    const field = form.elements[k];
    if (!field) return;
    if (field.type === "checkbox") field.checked = v === field.value;
    else field.value = v;
  });
  apply();
})();
