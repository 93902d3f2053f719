// The ask form and the question page (issue #20).
// - data-fragment: an element that loads its fragment once (the likely answers on a question's page).
// - The ask form's cards field takes the cards the live suggestions recognised ([data-named-cards]) as long as
//   the asker has not written in it; the asker can change it before sending.
(function () {
  "use strict";
  document.querySelectorAll("[data-fragment]").forEach(function (el) {
    fetch(el.dataset.fragment, { headers: { "X-Requested-With": "fetch" } })
      .then(function (r) { return r.text(); })
      .then(function (html) { el.innerHTML = html; })
      .catch(function () {});
  });

  const cards = document.getElementById("id_cards");
  const box = document.getElementById("suggestions");
  if (!cards || !box) return;
  let edited = cards.value.trim() !== "";
  cards.addEventListener("input", function () { edited = true; });
  new MutationObserver(function () {
    if (edited) return;
    const named = box.querySelector("[data-named-cards]");
    cards.value = named ? named.dataset.namedCards : "";
  }).observe(box, { childList: true, subtree: true });
})();
