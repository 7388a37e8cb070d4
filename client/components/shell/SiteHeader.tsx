// The site header (spec 000 §2): top bar, logo to the language's start page, the main menu (mega menu
// on desktop, hamburger menu on mobile), the search toggle and the mini-cart button. Its menus' link
// clicks are reported by analytics/MenuClickTracking.tsx, loaded after hydration.
import { usePageModel } from "../../app/page-context.ts";
import { Link } from "../Link.tsx";
import { InlineSearch } from "./InlineSearch.tsx";
import { MegaMenu } from "./MegaMenu.tsx";
import { MiniCartButton } from "./MiniCartButton.tsx";
import { MobileMenu } from "./MobileMenu.tsx";
import { SearchToggle } from "./SearchToggle.tsx";
import { TopBar } from "./TopBar.tsx";
import "./SiteHeader.css";

export function SiteHeader({ isAuthenticated }: { isAuthenticated: boolean }) {
  const model = usePageModel();
  const { logoUrl, currentLanguageStartPage, mainMenuItems } = model.navigation;
  return (
    <header className="site-header">
      <TopBar isAuthenticated={isAuthenticated} />
      <div className="site-header__bar">
        <div className="site-header__inner">
          <MobileMenu isAuthenticated={isAuthenticated} />
          <Link href={currentLanguageStartPage} className="site-header__logo">
            {logoUrl ? <img src={logoUrl} alt={model.siteTitle} height={40} /> : model.siteTitle}
          </Link>
          <MegaMenu items={mainMenuItems} />
          <div className="site-header__actions">
            <InlineSearch placement="header-bar" />
            <SearchToggle />
            <MiniCartButton />
          </div>
        </div>
      </div>
    </header>
  );
}
