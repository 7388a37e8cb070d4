// The header's menus, pickers and search as parts: the worker renders them with
// the header, and the browser hydrates each only when a pointer comes over it or it is touched or
// focused (the first hover, tap or key is given to it once it is live), or when a navigation starts.
// The header itself (the logo and the mini-cart button) hydrates with the page, so the badge shows a
// shopper's cart without any menu's code. The top bar, whose service links show a signed-in member's
// account and logout, is opened once the member is known (SiteShell). The parts' code is one chunk
// (header-menus.tsx), the global menu's one of its own, each loaded with the header's messages; their
// stylesheets come with the shell (SiteShell.tsx).
import type { ComponentProps } from "react";
import { withCatalogParts } from "../../i18n/i18n.ts";
import { ServerRenderedPart, serverRenderedPart } from "../../registry/server-rendered-part.tsx";
import type { GlobalMenu } from "./GlobalMenu.tsx";
import type { MegaMenu } from "./MegaMenu.tsx";
import type { MobileMenu } from "./MobileMenu.tsx";
import type { TopBar } from "./TopBar.tsx";

const WHEN_TOUCHED = { loads: "when-touched" } as const;
const headerMenus = withCatalogParts(["header"], () => import("./header-menus.tsx"));

export const topBar = serverRenderedPart<ComponentProps<typeof TopBar>>(["TopBar", headerMenus], WHEN_TOUCHED);
const mobileMenu = serverRenderedPart<ComponentProps<typeof MobileMenu>>(["MobileMenu", headerMenus], WHEN_TOUCHED);
const megaMenu = serverRenderedPart<ComponentProps<typeof MegaMenu>>(["MegaMenu", headerMenus], WHEN_TOUCHED);
const headerSearch = serverRenderedPart<Record<string, never>>(["HeaderSearch", headerMenus], WHEN_TOUCHED);
// Not every site has a global menu: its code is a chunk of its own.
const globalMenu = serverRenderedPart<ComponentProps<typeof GlobalMenu>>(
  ["GlobalMenu", withCatalogParts(["header"], () => import("./GlobalMenu.tsx"))],
  WHEN_TOUCHED,
);

const NO_PROPS = {};

export function LazyTopBar() {
  return <ServerRenderedPart part={topBar} props={NO_PROPS} />;
}

export function LazyMobileMenu(props: ComponentProps<typeof MobileMenu>) {
  return <ServerRenderedPart part={mobileMenu} props={props} />;
}

export function LazyMegaMenu(props: ComponentProps<typeof MegaMenu>) {
  return <ServerRenderedPart part={megaMenu} props={props} />;
}

export function LazyHeaderSearch() {
  return <ServerRenderedPart part={headerSearch} props={NO_PROPS} />;
}

export function LazyGlobalMenu(props: ComponentProps<typeof GlobalMenu>) {
  return <ServerRenderedPart part={globalMenu} props={props} />;
}
