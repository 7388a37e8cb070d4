// The site header (spec 000 §2): top bar, logo to the language's start page, the main menu (mega menu
// on desktop, hamburger menu on mobile), the global menu, the search toggle and the mini-cart button.
// The first restricted sub-brand theme's header has no top bar and no menu expanders (decision 055).
// Its menus' link clicks are reported by analytics/MenuClickTracking.tsx, loaded after hydration.
import type { ComponentProps } from "react";
import { usePageModel } from "../../app/page-context.ts";
import { ServerRenderedPart, serverRenderedPart } from "../../registry/server-rendered-part.tsx";
import { Link } from "../Link.tsx";
import type { GlobalMenu } from "./GlobalMenu.tsx";
import "./GlobalMenu.css";
import { InlineSearch } from "./InlineSearch.tsx";
import { MegaMenu } from "./MegaMenu.tsx";
import { withoutSubmenu } from "./menu-item.ts";
import { MiniCartButton } from "./MiniCartButton.tsx";
import { MobileMenu } from "./MobileMenu.tsx";
import { SearchToggle } from "./SearchToggle.tsx";
import { TopBar } from "./TopBar.tsx";
import "./SiteHeader.css";

// The global menu's button hydrates from its own chunk (decisions 055, 058): not every site has one,
// and it does something only when used, so its code loads on a first touch or focus (a click before
// it has arrived is held), not with every page.
const globalMenu = serverRenderedPart<ComponentProps<typeof GlobalMenu>>(["GlobalMenu", () => import("./GlobalMenu.tsx")], {
  loads: "when-touched",
});
const IN_HEADER = { placement: "header" } as const;

export function SiteHeader({ restricted }: { restricted: boolean }) {
  const model = usePageModel();
  const { logoUrl, currentLanguageStartPage, mainMenuItems } = model.navigation;
  return (
    <header className="site-header">
      {restricted ? null : <TopBar />}
      <div className="site-header__bar">
        <div className="site-header__inner">
          <MobileMenu restricted={restricted} />
          <Link href={currentLanguageStartPage} className="site-header__logo">
            {logoUrl ? <img src={logoUrl} alt={model.siteTitle} height={40} /> : model.siteTitle}
          </Link>
          <MegaMenu items={restricted ? mainMenuItems.map(withoutSubmenu) : mainMenuItems} />
          <div className="site-header__actions">
            {model.navigation.globalNavigation.hasGlobalMenu ? <ServerRenderedPart part={globalMenu} props={IN_HEADER} /> : null}
            <InlineSearch placement="header-bar" />
            <SearchToggle />
            <MiniCartButton />
          </div>
        </div>
      </div>
    </header>
  );
}
