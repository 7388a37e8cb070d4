// Nothing found (or nothing asked): the bouncing cocoa-bean mascot, 'see all products' (the first
// main-menu item) and 'search again', which opens the header's search panel.
import { usePageModel } from "../../app/page-context.ts";
import { Link } from "../../components/Link.tsx";
import { requestSearchPanel } from "../../components/search/search-panel-request.ts";
import { useLingui } from "@lingui/react";
import { CocoaMascot } from "./CocoaMascot.tsx";

/** When no header answers the request, press the header's search toggle instead (it opens its input). */
function openHeaderSearch() {
  const toggle = document.querySelector<HTMLButtonElement>(".search-toggle button[aria-expanded]");
  if (toggle?.getAttribute("aria-expanded") === "false") toggle.click();
  toggle?.scrollIntoView({ block: "nearest" });
}

export function SearchEmptyState({ phrase }: { phrase: string }) {
  const { i18n } = useLingui();
  const { navigation } = usePageModel();
  const productsUrl = navigation.mainMenuItems[0]?.url ?? navigation.currentLanguageStartPage;
  return (
    <section className="search-empty" aria-labelledby="search-empty-heading">
      <CocoaMascot />
      <h2 id="search-empty-heading" className="search-empty__heading">
        {phrase ? i18n._("search.empty.heading", { phrase }) : i18n._("search.empty.no-phrase")}
      </h2>
      <p className="search-empty__text">{i18n._("search.empty.text")}</p>
      <div className="search-empty__actions">
        <Link href={productsUrl} className="search-empty__primary">
          {i18n._("search.empty.all-products")}
        </Link>
        <button type="button" className="search-empty__secondary" onClick={() => requestSearchPanel() || openHeaderSearch()}>
          {i18n._("search.empty.search-again")}
        </button>
      </div>
    </section>
  );
}
