// The two restricted sub-brand themes (spec 000 §2): what a page's layoutTheme leaves
// out of the site shell. Every other theme, the default Finnish one included, gets the whole shell.

/** The first restricted theme: Pikku Kuu, the pastille sub-brand. */
export const PIKKU_KUU_THEME = "pikku-kuu";
/** The second restricted theme: Tuohi, the gift-box sub-brand's campaign pages. */
export const TUOHI_THEME = "tuohi";

/**
 * How much of the header a theme shows: all of it; `restricted`, without the top bar and the
 * menus' expanders (main items are plain links, no language picker or service links); or `none`.
 */
export type HeaderVariant = "full" | "restricted" | "none";

export function headerVariant(theme: string | null): HeaderVariant {
  return theme === TUOHI_THEME ? "none" : theme === PIKKU_KUU_THEME ? "restricted" : "full";
}

/** The second restricted theme has the footer's restricted variant, which shows nothing. */
export const hidesFooter = (theme: string | null) => theme === TUOHI_THEME;
