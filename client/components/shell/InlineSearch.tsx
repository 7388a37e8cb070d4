// The header's inline content search (spec 000 §2 "Inline nav search"): a GET form to the search
// page, so Enter searches before any script. The box is left to the browser; its results, debounce
// and keys load on its first focus (InlineSearchResults), so the shell's first load grows by the box
// alone. It is the navigation's search: on desktop in the top bar (the main menu fills the header
// bar), below 1024 px at the top of the mobile menu, so a phone's header has one search entry, the
// search panel's toggle.
import { useLingui } from "@lingui/react";
import { useId, useState } from "react";
import { usePageModel } from "../../app/page-context.ts";
import { withCatalogParts } from "../../i18n/i18n.ts";
import { SearchIcon } from "./ShellIcons.tsx";
import { WhenLoaded } from "../CodeNotLoaded.tsx";
import "./InlineSearch.css";
import { lazyWhenIdle } from "../../app/fetch-when-idle.ts";

const InlineSearchResults = lazyWhenIdle(
  withCatalogParts(["search"], () => import("../search/InlineSearchResults.tsx").then((module) => module.InlineSearchResults)),
);

export function InlineSearch({ placement }: { placement: "top-bar" | "menu" }) {
  const { i18n } = useLingui();
  const { searchPageUrl } = usePageModel().navigation;
  const id = useId();
  const [loaded, setLoaded] = useState(false);
  if (!searchPageUrl) return null;
  const hint = i18n._("shell.inline-search.placeholder");
  return (
    <search className={`inline-search inline-search--${placement}`} aria-label={i18n._("shell.inline-search.label")}>
      <form className="inline-search__form" action={searchPageUrl} method="get">
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
          autoComplete="off"
          maxLength={100}
          placeholder={hint}
          title={hint}
          onFocus={() => setLoaded(true)}
        />
      </form>
      {loaded ? (
        <WhenLoaded onFail={() => setLoaded(false)}>
          <InlineSearchResults inputId={id} searchPageUrl={searchPageUrl} />
        </WhenLoaded>
      ) : null}
    </search>
  );
}
