// What a header click reports, read in the click itself: the event's code loads on first use
// (./track.ts), and by the time it has loaded the menu may have closed and the navigation replaced
// the link, so nothing is read from the page later (the mega menu's first click was lost that way).

/** A click on a language option (a header link with an hreflang) or on a link in a main menu. */
export interface HeaderClick {
  /** The option's language, or "" for a menu link. */
  hreflang: string;
  /** The page's language when the shopper clicked. */
  pageLanguage: string;
  /** The menu's `data-menu` name, or null for a language option outside the menus. */
  menu: string | null;
  /** The level its nearest `data-menu-level` container gives, 1 outside any. */
  level: number;
  /** The link's words, or a logo's alt text. */
  text: string;
  url: string;
}

/** The header click `target` makes, or null when it follows no language option or menu link. */
export function readHeaderClick(target: EventTarget | null): HeaderClick | null {
  const link = (target as Element | null)?.closest?.("a");
  if (!link) return null;
  const menu = link.closest("[data-menu]")?.getAttribute("data-menu") ?? null;
  if (!link.hreflang && !menu) return null;
  return {
    hreflang: link.hreflang,
    pageLanguage: document.documentElement.lang,
    menu,
    level: Number(link.closest("[data-menu-level]")?.getAttribute("data-menu-level") ?? 1),
    text: (link.textContent || link.querySelector("img")?.alt || "").trim(),
    url: link.href,
  };
}
