// The site shell (spec 000 §2): skip link, top banner, header, the page, footer and the site popup.
// Every theme gets the same shell for now; the restricted sub-brand variants are out of scope.
import { type ComponentProps, lazy, type ReactNode, Suspense } from "react";
import type { PageModel } from "../../../shared/schemas/page-model.ts";
import { useLingui } from "@lingui/react";
import { useHydrated } from "../../app/useHydrated.ts";
import { Optional } from "../Optional.tsx";
import { ServerRenderedPart, serverRenderedPart } from "../../registry/server-rendered-part.tsx";
import type { SiteFooter } from "./SiteFooter.tsx";
import "./SiteFooter.css";
import { withCatalogParts } from "../../i18n/i18n.ts";
import { pageModuleName } from "../../registry/page-module-name.ts";
import { SiteHeader } from "./SiteHeader.tsx";

// The site popup cannot appear before the page is interactive, so its code loads after hydration.
const ScrollPopup = lazy(() => import("../ScrollPopup.tsx").then((module) => ({ default: module.ScrollPopup })));
// Only checkout pages use the simpler header, so only they load it.
const CheckoutHeader = lazy(
  withCatalogParts(["checkout"], () => import("./CheckoutHeader.tsx").then((module) => ({ default: module.CheckoutHeader }))),
);
import { TopBanner } from "./TopBanner.tsx";

// The footer is below the fold on every page: the worker renders it, the browser hydrates it from its
// own chunk once that arrives (decision 049).
const siteFooter = serverRenderedPart<ComponentProps<typeof SiteFooter>>(["SiteFooter", () => import("./SiteFooter.tsx")]);

interface SiteShellProps {
  model: PageModel;
  children: ReactNode;
}

export function SiteShell({ model, children }: SiteShellProps) {
  const { i18n } = useLingui();
  const pageType = pageModuleName(model);
  return (
    <>
      <a className="skip-link" href="#main">
        {i18n._("shell.skip-to-content")}
      </a>
      {model.banner ? <TopBanner banner={model.banner} /> : null}
      {pageType === "checkout" ? (
        <Suspense fallback={null}>
          <CheckoutHeader />
        </Suspense>
      ) : (
        <SiteHeader />
      )}
      {/* data-page-type names the page module shown, for tests and analytics tools that cannot read it elsewhere. */}
      <main id="main" tabIndex={-1} data-page-type={pageType}>
        {children}
      </main>
      {model.footer && model.footer.variant !== "restricted" ? (
        <ServerRenderedPart part={siteFooter} props={{ footer: model.footer }} />
      ) : null}
      {model.sitePopup ? <SitePopup popup={model.sitePopup} /> : null}
    </>
  );
}

/** The site popup, once the page is interactive: only this leaf re-renders when hydration ends. */
function SitePopup({ popup }: { popup: NonNullable<PageModel["sitePopup"]> }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
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
