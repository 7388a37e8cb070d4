// The site header (spec 000 §2): top bar, logo to the language's start page, the main menu (mega menu
// on desktop, hamburger menu on mobile), the global menu, the search toggle and the mini-cart button.
// The first restricted sub-brand theme's header has no top bar and no menu expanders.
// Its menus' link clicks are reported by analytics/MenuClickTracking.tsx, loaded after hydration.
// It hydrates with the page; its menus, pickers and search are parts loaded when used (header-parts.tsx).
import { usePageModel } from "../../app/page-context.ts";
import { Link } from "../Link.tsx";
import { LazyGlobalMenu, LazyHeaderSearch, LazyMegaMenu, LazyMobileMenu, LazyTopBar } from "./header-parts.tsx";
import { withoutSubmenu } from "./menu-item.ts";
import { MiniCartButton } from "./MiniCartButton.tsx";

const IN_HEADER = { placement: "header" } as const;
const RESTRICTED = { restricted: true };
const UNRESTRICTED = { restricted: false };

export function SiteHeader({ restricted }: { restricted: boolean }) {
  const model = usePageModel();
  const { logoUrl, currentLanguageStartPage, mainMenuItems } = model.navigation;
  return (
    <header className="site-header">
      {restricted ? null : <LazyTopBar />}
      <div className="site-header__bar">
        <div className="site-header__inner">
          <LazyMobileMenu {...(restricted ? RESTRICTED : UNRESTRICTED)} />
          <Link href={currentLanguageStartPage} className="site-header__logo">
            {logoUrl ? <img src={logoUrl} alt={model.siteTitle} height={40} /> : model.siteTitle}
          </Link>
          <LazyMegaMenu items={restricted ? mainMenuItems.map(withoutSubmenu) : mainMenuItems} />
          <div className="site-header__actions">
            {model.navigation.globalNavigation.hasGlobalMenu ? <LazyGlobalMenu {...IN_HEADER} /> : null}
            <LazyHeaderSearch />
            <MiniCartButton />
          </div>
        </div>
      </div>
    </header>
  );
}
