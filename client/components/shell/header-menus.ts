// The header's parts' code but the global menu's, one chunk (header-parts.tsx): a first touch of any of them loads all,
// which the next touch of another then finds at hand.
export { InlineSearch } from "./InlineSearch.tsx";
export { MegaMenu } from "./MegaMenu.tsx";
export { MobileMenu } from "./MobileMenu.tsx";
export { SearchToggle } from "./SearchToggle.tsx";
export { TopBar } from "./TopBar.tsx";
