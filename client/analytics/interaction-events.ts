// The spec's other tracked events (000 §9) that carry no product: search, top navigation click,
// language change and image slider navigation (names and fields: decision 028). Components send them
// through `track` (./track.ts), so this module loads on the shopper's first such interaction.
import { pushEvent } from "./data-layer.ts";

export type SliderAction = "next" | "previous" | "dot";
/** Which slider moved: its kind and what it shows (the product's or the hero's title). */
export interface Slider {
  name: "product_gallery" | "hero" | "changing_hero";
  title: string;
}

/** A search the shopper submitted, in GA4's recommended shape. */
export function trackSearch(term: string) {
  pushEvent({ event: "search", search_term: term.trim() });
}

/**
 * A click in the header, heard once by the header: a language picker option (the one kind of header
 * link with an hreflang) is a language change; a link in a main menu (`data-menu`) is a top
 * navigation click with its words (a logo's alt text), its address and the level its nearest
 * `data-menu-level` container gives. Other clicks are not reported.
 */
export function trackHeaderClick(target: EventTarget) {
  const link = (target as Element).closest("a");
  const menu = link?.closest("[data-menu]");
  if (link?.hreflang) trackLanguageChange(document.documentElement.lang, link.hreflang);
  else if (link && menu)
    pushEvent({
      event: "top_navigation_click",
      menu_name: menu.getAttribute("data-menu"),
      menu_level: Number(link.closest("[data-menu-level]")?.getAttribute("data-menu-level") ?? 1),
      link_text: (link.textContent || link.querySelector("img")?.alt || "").trim(),
      link_url: link.href,
    });
}

/** The language picker choosing another language than the page's. */
export function trackLanguageChange(from: string, to: string) {
  if (from !== to) pushEvent({ event: "language_change", language_from: from, language_to: to });
}

/** The shopper moving a slider; `index` is the slide now shown, from 0, of `count`. Timers are not reported. */
export function trackSliderNavigation(slider: Slider, action: SliderAction, index: number, count: number) {
  pushEvent({
    event: "image_slider_navigation",
    slider_name: slider.name,
    slider_title: slider.title,
    slider_action: action,
    slide_index: index,
    slide_count: count,
  });
}
