// Business constants of the spec (000 §9, 001 §9), in one place for the worker and the browser.
export const LANGUAGES = ["fi", "en", "sv"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "fi";
export const DEFAULT_THEME = "finnish";
export const DEFAULT_CURRENCY = "EUR";

export const PAGE_MODEL_FRESH_MS = 60 * 60 * 1000;
/** Past freshness, an entry is served at once while it revalidates in the background, up to this age. */
export const PAGE_MODEL_STALE_WHILE_REVALIDATE_MS = 2 * 60 * 60 * 1000;
/** When the upstream fails or is slow, an entry up to this age is served instead of an error. */
export const PAGE_MODEL_STALE_IF_ERROR_MS = 24 * 60 * 60 * 1000;
export const UPSTREAM_TIMEOUT_MS = 2000;

export const LOADING_OVERLAY_DELAY_MS = 300;
export const MEGA_MENU_CLOSE_DELAY_MS = 300;
export const MENU_FOCUS_DELAY_MS = 200;
export const MENU_TRANSITION_MS = 150;
export const SNACKBAR_TIMEOUT_MS = 5000;
export const POPUP_SCROLL_THRESHOLD_PX = 200;
export const HERO_ROTATION_MS = 6000;
export const HERO_TEXT_COLLAPSE_CHARS = 400;
export const DESCRIPTION_COLLAPSE_CHARS = 200;
export const BADGE_PULSE_MS = 300;

export const STORAGE_KEYS = {
  closedPopups: "closed-popups",
  productPositions: "productPositions",
  searchHistory: "search-history",
  trackedOrders: "tracked-orders",
  language: "preferred-language",
} as const;

export const BREAKPOINTS = { mobile: 480, tablet: 768, desktop: 1024 } as const;

/** Listing sort options (spec 001 §9) and page size. */
export const SORT_OPTIONS = [
  { id: "standard", sortBy: "standard", sortDirection: "asc" },
  { id: "name-asc", sortBy: "name", sortDirection: "asc" },
  { id: "name-desc", sortBy: "name", sortDirection: "desc" },
  { id: "price-asc", sortBy: "price", sortDirection: "asc" },
  { id: "price-desc", sortBy: "price", sortDirection: "desc" },
  { id: "news", sortBy: "news", sortDirection: "desc" },
] as const;
export const LISTING_PAGE_SIZE = 12;

export const LABEL_CODES = [
  "GOODSFROMFINLANDBLUESWAN",
  "FAZERKAAKAONVASTUULLISUUS",
  "CROSSEDGRAINSYMBOL",
  "HAMMASLÄÄKÄRILIITTOSUOSITTELEE",
  "FINNISHHEARTSYMBOL",
  "MADEINFINLANDFLAGWITHKEY",
  "EUORGANICFARMING",
  "FAZERVEGAN",
] as const;
