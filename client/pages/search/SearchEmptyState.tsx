// Nothing found (or nothing asked): the bouncing cocoa-bean mascot, 'see all products' (the first
// main-menu item) and 'search again', which opens the header's search panel.
import { usePageModel } from "../../app/page-context.ts";
import { Link } from "../../components/Link.tsx";
import { requestSearchPanel } from "../../components/search/search-panel-request.ts";
import { useT } from "../../i18n/useT.ts";
import { CocoaMascot } from "./CocoaMascot.tsx";

/** When no header answers the request, press the header's search toggle instead (it opens its input). */
function openHeaderSearch() {
  const toggle = document.querySelector<HTMLButtonElement>(".search-toggle button[aria-expanded]");
  if (toggle?.getAttribute("aria-expanded") === "false") toggle.click();
  toggle?.scrollIntoView({ block: "nearest" });
}

export function SearchEmptyState({ phrase }: { phrase: string }) {
  const t = useT();
  const { navigation } = usePageModel();
  const productsUrl = navigation.mainMenuItems[0]?.url ?? navigation.currentLanguageStartPage;
  return (
    <section className="search-empty" aria-labelledby="search-empty-heading">
      <CocoaMascot />
      <h2 id="search-empty-heading" className="search-empty__heading">
        {phrase ? t("search.empty.heading", { phrase }) : t("search.empty.no-phrase")}
      </h2>
      <p className="search-empty__text">{t("search.empty.text")}</p>
      <div className="search-empty__actions">
        <Link href={productsUrl} className="search-empty__primary">
          {t("search.empty.all-products")}
        </Link>
        <button type="button" className="search-empty__secondary" onClick={() => requestSearchPanel() || openHeaderSearch()}>
          {t("search.empty.search-again")}
        </button>
      </div>
    </section>
  );
}
