// Small progressive enhancements; every page works without them.
// data-live-source: an input whose value fetches a fragment into data-live-target as the user types
// (data-live-fields limits which fields of its form are sent).
// data-poll: an element that reloads its fragment from data-poll every data-poll-ms until data-poll-done appears.
(function () {
  "use strict";
  function debounce(fn, ms) { let t; return function () { clearTimeout(t); const a = arguments; t = setTimeout(() => fn.apply(this, a), ms); }; }

  document.querySelectorAll("[data-live-source]").forEach(function (input) {
    const target = document.getElementById(input.dataset.liveTarget);
    const url = input.dataset.liveSource;
    const param = input.dataset.liveParam || "q";
    let controller = null;
    const update = debounce(function () {
      if (controller) controller.abort();
      controller = new AbortController();
      const form = input.form;
      // data-live-fields="a b": send only these fields of the form (keeps the GET short; no pasted records).
      const only = (input.dataset.liveFields || "").split(" ").filter(Boolean);
      const data = new URLSearchParams();
      if (form) {
        new FormData(form).forEach(function (value, key) {
          if (typeof value === "string" && (!only.length || only.indexOf(key) >= 0)) data.append(key, value.slice(0, 1000));
        });
      }
      data.set(param, input.value);
      data.set("fragment", "1");
      fetch(url + "?" + data.toString(), { signal: controller.signal, headers: { "X-Requested-With": "fetch" } })
        .then(function (r) { return r.text(); })
        .then(function (html) {
          target.innerHTML = html;
          if (input.dataset.livePermalink !== undefined) {
            data.delete("fragment");
            history.replaceState(null, "", window.location.pathname + (input.value.trim() ? "?" + data.toString() : ""));
          }
        })
        .catch(function () {});
    }, 150);
    input.addEventListener("input", update);
    // A select among the sent fields (e.g. the game) refreshes the results too, once something is typed.
    if (input.form) {
      (input.dataset.liveFields || "").split(" ").filter(Boolean).forEach(function (name) {
        const field = input.form.elements[name];
        if (field && field.tagName === "SELECT" && !field.dataset.liveBound) {
          field.dataset.liveBound = "1";
          field.addEventListener("change", function () { if (input.value.trim()) update(); });
        }
      });
    }
  });

  // A select that submits its form on change (the language menu); its form has a button without script.
  document.querySelectorAll("select[data-autosubmit]").forEach(function (select) {
    select.addEventListener("change", function () { select.form.submit(); });
  });

  // An old link to "#section" on a page that now only lists it: follow on to where the section is shown.
  if (location.hash.length > 1) {
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target && target.dataset.follow) location.replace(target.dataset.follow);
  }

  document.querySelectorAll("[data-poll]").forEach(function (el) {
    const ms = parseInt(el.dataset.pollMs || "1000", 10);
    function tick() {
      fetch(el.dataset.poll, { headers: { "X-Requested-With": "fetch" } })
        .then(function (r) { return r.text(); })
        .then(function (html) {
          el.innerHTML = html;
          if (el.querySelector("[data-poll-done]")) { window.location.reload(); return; }
          setTimeout(tick, ms);
        })
        .catch(function () { setTimeout(tick, ms * 2); });
    }
    setTimeout(tick, ms);
  });
})();
