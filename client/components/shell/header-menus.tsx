// The header's parts' code but the global menu's, one chunk (header-parts.tsx): a first touch of any
// of them loads all, which the next touch of another then finds at hand.
import { InlineSearch } from "./InlineSearch.tsx";
import { SearchToggle } from "./SearchToggle.tsx";

export { MegaMenu } from "./MegaMenu.tsx";
export { MobileMenu } from "./MobileMenu.tsx";
export { TopBar } from "./TopBar.tsx";

/** The header bar's search: the inline search field (wide screens) and the search panel's toggle, side by side. */
export function HeaderSearch() {
  return (
    <>
      <InlineSearch placement="header-bar" />
      <SearchToggle />
    </>
  );
}
