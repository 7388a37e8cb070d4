// The spec's other tracked events (000 §9) that carry no product: search, top navigation click,
// language change and image slider navigation. Components send them
// through `track` (./track.ts), so this module loads on the shopper's first such interaction.
import { pushEvent } from "./data-layer.ts";
import type { HeaderClick } from "./header-click.ts";

export type SliderAction = "next" | "previous" | "dot";
/** Which slider moved: its kind and what it shows (the product's, the hero's or the shortcuts block's title). */
export interface Slider {
  name: "product_gallery" | "hero" | "changing_hero" | "shortcuts";
  title: string;
}

/** A search the shopper submitted, in GA4's recommended shape. */
export function trackSearch(term: string) {
  pushEvent({ event: "search", search_term: term.trim() });
}

/**
 * A click in the header, read when it happened (./header-click.ts): a language option is a language
 * change; a main menu link is a top navigation click with its words, address and level.
 */
export function trackHeaderClick(click: HeaderClick) {
  if (click.hreflang) trackLanguageChange(click.pageLanguage, click.hreflang);
  else if (click.menu)
    pushEvent({
      event: "top_navigation_click",
      menu_name: click.menu,
      menu_level: click.level,
      link_text: click.text,
      link_url: click.url,
    });
}

/** The language picker choosing another language than the page's. */
export function trackLanguageChange(from: string, to: string) {
  if (from !== to) pushEvent({ event: "language_change", language_from: from, language_to: to });
}

/** The market widget's choice: the market left, the one chosen and its currency. */
export function trackMarketChange(from: string, to: string, currency: string) {
  if (from !== to) pushEvent({ event: "market_change", market_from: from, market_to: to, currency });
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
