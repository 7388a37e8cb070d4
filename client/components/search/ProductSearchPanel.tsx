/**
 * The header's product search panel (spec 000 §2 "Product search panel", §5, §9): slides down with a
 * search input, a submit button (disabled while loading or below 3 trimmed characters), previous
 * searches and suggested terms as chips, product results after a 350 ms pause in typing, a
 * no-results message and a close button; Escape closes. Submitting (or picking a chip) goes to
 * the product results page (productSearchPageUrl, else searchPageUrl)?q=<term> and sends the `search` event.
 *
 * Props:
 * - `open` — whether the panel shows; the header's toggle owns this state.
 * - `onClose()` — called on Escape, the close button, a picked result and a submitted search.
 * - `returnFocusTo` — a ref to focus after Escape or the close button (the toggle button).
 * - `id` — the panel element's id, for the toggle's aria-controls.
 *
 * In the header: `<ProductSearchPanel id={panelId} open={isOpen} onClose={close} returnFocusTo={buttonRef} />`
 * and `useSearchPanelRequests(openPanel)` (./search-panel-request.ts) so 'search again' on the
 * search page can open it.
 */
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { track } from "../../analytics/track.ts";
import { usePageModel } from "../../app/page-context.ts";
import { useStorefront } from "../../app/storefront-context.ts";
import { useLingui } from "@lingui/react";
import { termsMatching } from "../../../shared/rules/search-history.ts";
import { SearchSuggestions } from "./SearchSuggestions.tsx";
import { productSearchPageUrl, searchAddress } from "./search-url.ts";
import { isSearchable, PRODUCT_SEARCH_DEBOUNCE_MS, suggestQueries } from "./suggest-queries.ts";
import { TermChips } from "./TermChips.tsx";
import { useDebouncedValue } from "./useDebouncedValue.ts";
import { useSearchHistory } from "./useSearchHistory.ts";
import "./ProductSearchPanel.css";

export interface ProductSearchPanelProps {
  open: boolean;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
  id?: string;
}

export function ProductSearchPanel({ open, onClose, returnFocusTo, id }: ProductSearchPanelProps) {
  const { i18n } = useLingui();
  const model = usePageModel();
  const navigate = useNavigate();
  const { fetchApi } = useStorefront();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState("");
  const debounced = useDebouncedValue(term, PRODUCT_SEARCH_DEBOUNCE_MS);
  const history = useSearchHistory(open);
  const suggestions = useQuery(suggestQueries.products(fetchApi, debounced, model.metadata.currentLanguage));
  const settled = debounced.trim() === term.trim();
  const loading = isSearchable(term) && (!settled || suggestions.isFetching);
  const { searchSuggestions } = model.navigation;
  const searchPageUrl = productSearchPageUrl(model.navigation);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const close = (restoreFocus: boolean) => {
    onClose();
    if (restoreFocus) returnFocusTo?.current?.focus();
  };
  const search = (value: string) => {
    if (!isSearchable(value) || !searchPageUrl) return;
    history.remember(value);
    track("trackSearch", value);
    onClose();
    navigate(searchAddress(searchPageUrl, value));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!loading) search(term);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere inside the panel closes it (spec 000 §2).
    <div
      id={id}
      className="product-search"
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.stopPropagation();
        close(true);
      }}
    >
      <search className="product-search__inner" aria-label={i18n._("search.panel.label")}>
        <div className="product-search__bar">
          <form className="product-search__form" onSubmit={onSubmit}>
            <label htmlFor={inputId} className="visually-hidden">
              {i18n._("search.panel.input")}
            </label>
            <input
              id={inputId}
              ref={inputRef}
              className="product-search__input"
              type="search"
              name="q"
              autoComplete="off"
              enterKeyHint="search"
              placeholder={i18n._("search.panel.placeholder")}
              value={term}
              onChange={(event) => setTerm(event.target.value)}
            />
            <button type="submit" className="product-search__submit" disabled={loading || !isSearchable(term)}>
              {i18n._("search.panel.submit")}
            </button>
          </form>
          <button
            type="button"
            className="product-search__close"
            aria-label={i18n._("search.panel.close")}
            onClick={() => close(true)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <TermChips title={i18n._("search.panel.history")} terms={termsMatching(history.terms, term)} onPick={search} />
        <TermChips title={i18n._("search.panel.suggested")} terms={termsMatching(searchSuggestions, term)} onPick={search} />
        <SearchSuggestions
          active={isSearchable(term)}
          loading={loading}
          failed={settled && suggestions.isError}
          results={settled ? (suggestions.data ?? null) : null}
          onPick={() => close(false)}
        />
      </search>
    </div>
  );
}
