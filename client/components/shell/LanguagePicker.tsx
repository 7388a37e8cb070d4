// The language changer (spec 000 §2): the page's translations; choosing one stores the choice and
// navigates client-side to that translation of the current page. The header reports the choice as
// language_change by the option's hreflang (analytics/interaction-events.ts).
import { useId } from "react";
import type { PageLanguage } from "../../../shared/schemas/page-model.ts";
import { usePageModel } from "../../app/page-context.ts";
import { useLingui } from "@lingui/react";
import { Link } from "../Link.tsx";
import { GlobeIcon } from "./ShellIcons.tsx";
import { storeLanguage } from "./store-language.ts";
import { useDropdown } from "./useDropdown.ts";
import "./LanguagePicker.css";

function LanguageOptions({
  languages,
  current,
  onChoose,
}: {
  languages: PageLanguage[];
  current: string;
  onChoose?: () => void;
}) {
  return (
    <ul className="language-picker__list">
      {languages.map((language) => (
        <li key={language.name}>
          <Link
            href={language.url}
            lang={language.name}
            hrefLang={language.name}
            className="language-picker__option"
            aria-current={language.name === current ? "true" : undefined}
            prefetch={false}
            onClick={() => {
              storeLanguage(language.name);
              onChoose?.();
            }}
          >
            {language.displayName ?? language.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** `dropdown` for the desktop top bar; `list` lays the options out flat (the mobile menu). */
export function LanguagePicker({ variant = "dropdown" }: { variant?: "dropdown" | "list" }) {
  const model = usePageModel();
  const { i18n } = useLingui();
  const listId = useId();
  const dropdown = useDropdown();
  const languages = model.navigation.pageLanguages;
  const current = model.metadata.currentLanguage;
  if (languages.length < 2) return null;
  const currentName = languages.find((language) => language.name === current)?.displayName ?? current;

  if (variant === "list") {
    return (
      <nav className="language-picker language-picker--list" aria-label={i18n._("shell.language.label")}>
        <LanguageOptions languages={languages} current={current} />
      </nav>
    );
  }
  return (
    <div className="language-picker" ref={dropdown.rootRef}>
      <button
        type="button"
        ref={dropdown.buttonRef}
        className="language-picker__button"
        aria-expanded={dropdown.isOpen}
        aria-controls={listId}
        aria-label={i18n._("shell.language.button", { language: currentName })}
        onClick={dropdown.toggle}
      >
        <GlobeIcon />
        <span>{currentName}</span>
      </button>
      <div id={listId} className="language-picker__dropdown" hidden={!dropdown.isOpen}>
        <LanguageOptions languages={languages} current={current} onChoose={dropdown.close} />
      </div>
    </div>
  );
}
