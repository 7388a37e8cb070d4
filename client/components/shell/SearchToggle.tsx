// The header's search toggle: opens the product search panel (spec 000 §2), whose code loads on the
// first open; the search result page's 'search again' can open it too.
import { useCallback, useId, useState } from "react";
import { usePageModel } from "../../app/page-context.ts";
import { useLingui } from "@lingui/react";
import { withCatalogParts } from "../../i18n/i18n.ts";
import { useSearchPanelRequests } from "../search/search-panel-request.ts";
import { productSearchPageUrl } from "../search/search-url.ts";
import { SearchIcon } from "./ShellIcons.tsx";
import { useDropdown } from "./useDropdown.ts";
import { WhenLoaded } from "../CodeNotLoaded.tsx";
import "./SearchToggle.css";
import { lazyWhenIdle } from "../../app/fetch-when-idle.ts";

const ProductSearchPanel = lazyWhenIdle(
  withCatalogParts(["search"], () => import("../search/ProductSearchPanel.tsx").then((module) => module.ProductSearchPanel)),
);

export function SearchToggle() {
  const { i18n } = useLingui();
  const searchPageUrl = productSearchPageUrl(usePageModel().navigation);
  const panelId = useId();
  const dropdown = useDropdown();
  const { isOpen, toggle } = dropdown;
  const [loaded, setLoaded] = useState(false);
  const open = useCallback(() => {
    setLoaded(true);
    if (!isOpen) toggle();
  }, [isOpen, toggle]);
  useSearchPanelRequests(open);
  if (!searchPageUrl) return null;
  return (
    <div className="search-toggle" ref={dropdown.rootRef}>
      <button
        type="button"
        ref={dropdown.buttonRef}
        className="site-header__action"
        aria-expanded={isOpen}
        aria-controls={loaded ? panelId : undefined}
        aria-label={isOpen ? i18n._("shell.search.close") : i18n._("shell.search.open")}
        onClick={() => (isOpen ? dropdown.close() : open())}
      >
        <SearchIcon />
      </button>
      {loaded ? (
        <WhenLoaded
          onFail={() => {
            dropdown.close();
            setLoaded(false);
          }}
        >
          <ProductSearchPanel id={panelId} open={isOpen} onClose={dropdown.close} returnFocusTo={dropdown.buttonRef} />
        </WhenLoaded>
      ) : null}
    </div>
  );
}
