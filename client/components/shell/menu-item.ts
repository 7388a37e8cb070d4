// Facts about a navigation item shared by the desktop mega menu and the mobile menu.
import type { NavigationItem } from "../../../shared/schemas/page-model.ts";

/** An item opens a panel (desktop) or a level (mobile) when it has children or link buttons. */
export const hasSubmenu = (item: NavigationItem) => item.children.length > 0 || item.linkButtons.length > 0;

/** contentId alone is not unique across a menu's levels, so the URL joins it in keys. */
export const itemKey = (item: NavigationItem) => `${item.contentId}-${item.url}`;

/** The item as a plain link: the first restricted sub-brand theme's menus have no expanders. */
export const withoutSubmenu = (item: NavigationItem): NavigationItem => ({ ...item, children: [], linkButtons: [] });
