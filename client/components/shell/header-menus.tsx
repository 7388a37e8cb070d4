// The header's parts' code but the global menu's, one chunk (header-parts.tsx): a first touch of any
// of them loads all, which the next touch of another then finds at hand.
import { SearchToggle } from "./SearchToggle.tsx";

export { MegaMenu } from "./MegaMenu.tsx";
export { MobileMenu } from "./MobileMenu.tsx";
export { TopBar } from "./TopBar.tsx";

/**
 * The header bar's one search entry (spec 000 §2 "search toggle"): the search panel's toggle. The site's
 * inline search is in the navigation: the top bar on wide screens, the mobile menu below 1024 px.
 */
export function HeaderSearch() {
  return <SearchToggle />;
}
