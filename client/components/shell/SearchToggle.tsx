// The header's search toggle and its panel: a labelled input whose submit goes to the search page
// (searchPageUrl?q=…) client-side; Escape closes and returns focus to the toggle. The product search
// of a later issue grows inside this panel.
import { type FormEvent, useEffect, useId, useRef } from "react";
import { useNavigate } from "react-router";
import { usePageModel } from "../../app/page-context.ts";
import { useT } from "../../i18n/useT.ts";
import { SearchIcon } from "./ShellIcons.tsx";
import { useDropdown } from "./useDropdown.ts";
import "./SearchToggle.css";

export function SearchToggle() {
  const t = useT();
  const navigate = useNavigate();
  const { searchPageUrl } = usePageModel().navigation;
  const panelId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const dropdown = useDropdown();

  useEffect(() => {
    if (dropdown.isOpen) inputRef.current?.focus();
  }, [dropdown.isOpen]);

  if (!searchPageUrl) return null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get("q")?.toString().trim() ?? "";
    const separator = searchPageUrl.includes("?") ? "&" : "?";
    navigate(query ? `${searchPageUrl}${separator}q=${encodeURIComponent(query)}` : searchPageUrl);
  };

  return (
    <div className="search-toggle" ref={dropdown.rootRef}>
      <button
        type="button"
        ref={dropdown.buttonRef}
        className="site-header__action"
        aria-expanded={dropdown.isOpen}
        aria-controls={panelId}
        aria-label={dropdown.isOpen ? t("shell.search.close") : t("shell.search.open")}
        onClick={dropdown.toggle}
      >
        <SearchIcon />
      </button>
      <div id={panelId} className="search-toggle__panel" hidden={!dropdown.isOpen}>
        <search aria-label={t("shell.search.label")}>
          <form className="search-toggle__form" onSubmit={onSubmit}>
            <label htmlFor={inputId} className="visually-hidden">
              {t("shell.search.input")}
            </label>
            <input
              id={inputId}
              ref={inputRef}
              className="search-toggle__input"
              type="search"
              name="q"
              autoComplete="off"
              placeholder={t("shell.search.placeholder")}
            />
            <button type="submit" className="search-toggle__submit">
              {t("shell.search.submit")}
            </button>
          </form>
        </search>
      </div>
    </div>
  );
}
