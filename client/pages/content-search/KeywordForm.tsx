// The search page's keyword box (spec 000 §2): searches on Enter or the search button, with no
// minimum length, and a clear button that empties the box and leaves the focus in it. A native GET
// form as well, so it searches before the page is interactive.
import { useLingui } from "@lingui/react";
import { type FormEvent, useId, useRef, useState } from "react";
import { CONTENT_SEARCH_MAX_CHARS } from "../../../shared/rules/content-search-query.ts";
import { track } from "../../analytics/track.ts";
import "../../components/ButtonLink.css";

export function KeywordForm({ phrase, onSearch }: { phrase: string; onSearch: (q: string) => void }) {
  const { i18n } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState(phrase);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (term.trim()) track("trackSearch", term.trim());
    onSearch(term);
  };
  return (
    <search className="content-search__keywords" aria-label={i18n._("content-search.form.label")}>
      <form method="get" onSubmit={onSubmit}>
        <label htmlFor={id} className="content-search__label">
          {i18n._("content-search.form.input")}
        </label>
        <div className="content-search__row">
          <span className="content-search__field">
            <input
              ref={input}
              id={id}
              type="search"
              name="q"
              className="content-search__input"
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              enterKeyHint="search"
              autoComplete="off"
              maxLength={CONTENT_SEARCH_MAX_CHARS}
            />
            {term ? (
              <button
                type="button"
                className="icon-button content-search__clear"
                aria-label={i18n._("content-search.form.clear")}
                onClick={() => {
                  setTerm("");
                  input.current?.focus();
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            ) : null}
          </span>
          <button type="submit" className="button-link button-link--primary">
            {i18n._("content-search.form.submit")}
          </button>
        </div>
      </form>
    </search>
  );
}
