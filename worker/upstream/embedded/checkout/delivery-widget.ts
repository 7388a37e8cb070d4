// The delivery options widget as an html_snippet (spec 001 §7): radio buttons for the carriers and
// pick-up points and a script that emits data_changed with shipping_method. The storefront re-creates
// the script under its CSP nonce, so no inline handlers are used.
import type { Language } from "../../../../shared/languages.ts";
import { currencyOf, type Market } from "../../../../shared/markets.ts";
import { money } from "../commerce/format.ts";
import { SHIPPING_METHODS, shippingPriceCents } from "./shipping-methods.ts";

const TEXTS: Record<Language, { legend: string; carriers: string; pickup: string; free: string }> = {
  fi: { legend: "Toimitustapa", carriers: "Kotiinkuljetus", pickup: "Noutopisteet", free: "Maksuton" },
  en: { legend: "Delivery method", carriers: "Home delivery", pickup: "Pick-up points", free: "Free" },
  sv: { legend: "Leveranssätt", carriers: "Hemleverans", pickup: "Utlämningsställen", free: "Gratis" },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Binds once per widget element, also when the storefront re-activates the script more than once. */
const SCRIPT = `(function () {
  var roots = document.querySelectorAll("[data-kaarna-delivery]");
  roots.forEach(function (root) {
    if (root.getAttribute("data-bound") === "1") return;
    root.setAttribute("data-bound", "1");
    var emit = function (value) {
      window.dispatchEvent(new CustomEvent("data_changed", { detail: { shipping_method: value } }));
    };
    root.addEventListener("change", function (event) {
      var target = event.target;
      if (target && target.name === "kaarna-shipping-method" && target.checked) emit(target.value);
    });
    var checked = root.querySelector("input[name=kaarna-shipping-method]:checked");
    if (checked) emit(checked.value);
  });
})();`;

/** `currency`: the market's; the methods' euro prices are shown in its price list. */
export function deliveryWidget(language: Language, selectedId: string | null, freeShipping: boolean, market: Market): string {
  const texts = TEXTS[language];
  const option = (id: string, name: string, priceCents: number) => {
    const price = freeShipping ? texts.free : money(shippingPriceCents(priceCents, market), language, currencyOf(market));
    const checked = id === selectedId ? " checked" : "";
    return `<label class="kaarna-delivery__option"><input type="radio" name="kaarna-shipping-method" value="${escapeHtml(id)}"${checked}> <span class="kaarna-delivery__name">${escapeHtml(name)}</span> <span class="kaarna-delivery__price">${escapeHtml(price)}</span></label>`;
  };
  const group = (kind: "carrier" | "pickup", title: string) =>
    `<fieldset class="kaarna-delivery__group"><legend>${escapeHtml(title)}</legend>${SHIPPING_METHODS.filter(
      (method) => method.kind === kind,
    )
      .map((method) => option(method.id, method.name[language], method.priceCents))
      .join("")}</fieldset>`;
  return `<div class="kaarna-delivery" data-kaarna-delivery role="group" aria-label="${escapeHtml(texts.legend)}">${group("carrier", texts.carriers)}${group("pickup", texts.pickup)}</div><script>${SCRIPT}</script>`;
}
