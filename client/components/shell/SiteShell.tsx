// The site shell (spec 000 §2): skip link, top banner, header, the page, footer and the site popup.
// The page's layoutTheme decides how much of it shows: the first restricted sub-brand
// theme has a header without its top bar and menu expanders; the second has no header and the
// restricted footer (none), and the mini-cart button in the corner once the cart holds something.
import { type ComponentProps, lazy, type ReactNode, Suspense, useEffect } from "react";
import type { PageModel } from "../../../shared/schemas/page-model.ts";
import { headerVariant, hidesFooter } from "../../../shared/sub-brand-themes.ts";
import { useLingui } from "@lingui/react";
import { POPUP_SCROLL_THRESHOLD_PX } from "../../../shared/ui-thresholds.ts";
import { useScrolledPast } from "../useScrolledPast.ts";
import { MAIN_ID } from "../../app/main-landmark.ts";
import { Optional } from "../Optional.tsx";
import { ServerRenderedPart, serverRenderedPart } from "../../registry/server-rendered-part.tsx";
import type { SiteFooter } from "./SiteFooter.tsx";
import "./SiteFooter.css";
import { withCatalogParts } from "../../i18n/i18n.ts";
import "./CartCorner.css";
import { pageModuleName } from "../../registry/page-module-name.ts";
import { MiniCartButton } from "./MiniCartButton.tsx";
import { useIsMember } from "../../app/useIsMember.ts";
import { SiteHeader } from "./SiteHeader.tsx";
import { topBar } from "./header-parts.tsx";
// The header's styles come with the shell, so the header the worker rendered is styled from the first paint.
import "./SiteHeader.css";
import "./MegaMenu.css";
import "./MobileMenu.css";
import "./GlobalMenu.css";
import "./InlineSearch.css";
import "./SearchToggle.css";
import "./LanguagePicker.css";
import "./MenuItemActions.css";

// The site popup cannot appear before the page has scrolled past its threshold, so its code loads then:
// the popup's and its dialog's together, one round trip rather than one after the other (a shopper who
// closed it on an earlier visit fetches the dialog's chunk for nothing, after the page has loaded).
const ScrollPopup = lazy(() => {
  void import("../ScrollPopupDialog.tsx");
  return import("../ScrollPopup.tsx").then((module) => ({ default: module.ScrollPopup }));
});
// Only checkout pages use the simpler header, so only they load it.
const CheckoutHeader = lazy(
  withCatalogParts(["checkout"], () => import("./CheckoutHeader.tsx").then((module) => ({ default: module.CheckoutHeader }))),
);
import { TopBanner } from "./TopBanner.tsx";
import { CodeLoadBoundary } from "../CodeNotLoaded.tsx";

// The footer is below the fold on every page and only its links do anything: the worker renders it,
// the browser loads its chunk once a pointer comes over it, it is touched or focused, or a navigation
// starts, so a short page such as the checkout's does not load it for being near.
const siteFooter = serverRenderedPart<ComponentProps<typeof SiteFooter>>(["SiteFooter", () => import("./SiteFooter.tsx")], {
  loads: "when-touched",
});

interface SiteShellProps {
  model: PageModel;
  children: ReactNode;
}

export function SiteShell({ model, children }: SiteShellProps) {
  const { i18n } = useLingui();
  const pageType = pageModuleName(model);
  const header = headerVariant(model.layoutTheme);
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {i18n._("shell.skip-to-content")}
      </a>
      {model.banner ? <TopBanner banner={model.banner} /> : null}
      {pageType === "checkout" ? (
        <CodeLoadBoundary>
          <CheckoutHeader />
        </CodeLoadBoundary>
      ) : header === "none" ? null : (
        <>
          <SiteHeader restricted={header === "restricted"} />
          <HeaderForMember />
        </>
      )}
      {/* data-page-type names the page module shown, for tests and analytics tools that cannot read it elsewhere. */}
      <main id={MAIN_ID} tabIndex={-1} data-page-type={pageType}>
        {children}
      </main>
      {model.footer && model.footer.variant !== "restricted" && !hidesFooter(model.layoutTheme) ? (
        <ServerRenderedPart part={siteFooter} props={{ footer: model.footer }} />
      ) : null}
      {/* With no header, the mini-cart button waits in the corner; CSS shows it once the cart holds something. */}
      {header === "none" ? (
        <div className="cart-corner">
          <MiniCartButton />
        </div>
      ) : null}
      {model.sitePopup ? <SitePopup popup={model.sitePopup} /> : null}
    </>
  );
}

/** Has the top bar load once a member is signed in, for their account and logout links (a leaf: nothing else re-renders). */
function HeaderForMember() {
  const member = useIsMember();
  useEffect(() => {
    if (member) topBar.open();
  }, [member]);
  return null;
}

/** The site popup, once the page has scrolled far enough for it (a leaf: only it re-renders then). */
function SitePopup({ popup }: { popup: NonNullable<PageModel["sitePopup"]> }) {
  const due = useScrolledPast(POPUP_SCROLL_THRESHOLD_PX);
  if (!due) return null;
  return (
    <Optional>
      <Suspense fallback={null}>
        <ScrollPopup
          key={popup.contentLink.id}
          id={popup.contentLink.id}
          title={popup.title}
          body={popup.body}
          ctaUrl={popup.callToAction}
          ctaLabel={popup.callToActionName}
          openInNewTab={popup.openInNewWindow}
        />
      </Suspense>
    </Optional>
  );
}
