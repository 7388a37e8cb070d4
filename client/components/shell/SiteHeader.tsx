// The site header (spec 000 §2): top bar, logo to the language's start page, the main menu (mega menu
// on desktop, hamburger menu on mobile), the search toggle and the mini-cart button. One click listener
// reports the main menus' links and the language picker's choice (analytics/interaction-events.ts).
import { track } from "../../analytics/track.ts";
import { usePageModel } from "../../app/page-context.ts";
import { Link } from "../Link.tsx";
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
    // biome-ignore lint/a11y/noStaticElementInteractions: no interaction of its own; it hears its links' clicks (Enter fires them too).
    <header className="site-header" onClick={(event) => track("trackHeaderClick", event.target)}>
      <TopBar isAuthenticated={isAuthenticated} />
      <div className="site-header__bar">
        <div className="site-header__inner">
          <MobileMenu isAuthenticated={isAuthenticated} />
          <Link href={currentLanguageStartPage} className="site-header__logo">
            {logoUrl ? <img src={logoUrl} alt={model.siteTitle} height={40} /> : model.siteTitle}
          </Link>
          <MegaMenu items={mainMenuItems} />
          <div className="site-header__actions">
            <SearchToggle />
            <MiniCartButton />
          </div>
        </div>
      </div>
    </header>
  );
}
