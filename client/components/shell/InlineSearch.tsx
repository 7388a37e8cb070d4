// The header's inline content search (spec 000 §2 "Inline nav search"): a GET form to the search
// page, so Enter searches before any script; its results, debounce and keys load on first focus
// (InlineSearchResults), keeping the shell's first load small. On desktop it sits in the top bar
// (the main menu fills the header bar), below 1024 px among the header bar's actions (decision 053).
import { useLingui } from "@lingui/react";
import { type FormEvent, lazy, Suspense, useId, useRef, useState } from "react";
import { usePageModel } from "../../app/page-context.ts";
import { SearchIcon } from "./ShellIcons.tsx";
import "./InlineSearch.css";

const InlineSearchResults = lazy(() =>
  import("../search/InlineSearchResults.tsx").then((module) => ({ default: module.InlineSearchResults })),
);

export function InlineSearch({ placement }: { placement: "top-bar" | "header-bar" }) {
  const { i18n } = useLingui();
  const { searchPageUrl } = usePageModel().navigation;
  const id = useId();
  const [term, setTerm] = useState("");
  const [loaded, setLoaded] = useState(false);
  // What the results part takes over from the box once loaded: Enter.
  const submit = useRef<((event: FormEvent<HTMLFormElement>) => void) | null>(null);
  if (!searchPageUrl) return null;
  return (
    <search className={`inline-search inline-search--${placement}`} aria-label={i18n._("shell.inline-search.label")}>
      <form className="inline-search__form" action={searchPageUrl} method="get" onSubmit={(event) => submit.current?.(event)}>
        <label htmlFor={id} className="visually-hidden">
          {i18n._("shell.inline-search.input")}
        </label>
        <span className="inline-search__icon" aria-hidden="true">
          <SearchIcon />
        </span>
        <input
          id={id}
          className="inline-search__input"
          type="search"
          name="q"
          value={term}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          placeholder={i18n._("shell.inline-search.placeholder")}
          title={i18n._("shell.inline-search.placeholder")}
          onChange={(event) => setTerm(event.target.value)}
          onFocus={() => setLoaded(true)}
        />
      </form>
      {loaded ? (
        <Suspense fallback={null}>
          <InlineSearchResults inputId={id} term={term} setTerm={setTerm} searchPageUrl={searchPageUrl} submit={submit} />
        </Suspense>
      ) : null}
    </search>
  );
}
