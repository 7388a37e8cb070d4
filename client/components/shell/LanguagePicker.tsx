// The language and market widget (spec 000 §1–2): the page's translations; choosing one stores the
// choice and navigates client-side to that translation of the current page. The button also shows
// the market's currency, and the options end with the markets (MarketOptions.tsx). The dropdown's list is off the first
// page load (AfterHydration fetches it once the page is interactive); the flat list is the mobile menu's. The
// header reports the choice as language_change by the option's hreflang (analytics/interaction-events.ts).
import { useId } from "react";
import { currencyOf } from "../../../shared/markets.ts";
import { usePageModel } from "../../app/page-context.ts";
import { useStorefront } from "../../app/storefront-context.ts";
import { useLingui } from "@lingui/react";
import { GlobeIcon } from "./ShellIcons.tsx";
import { useDropdown } from "./useDropdown.ts";
import { WhenLoaded } from "../CodeNotLoaded.tsx";
import "./LanguagePicker.css";
import { lazyWhenIdle } from "../../app/fetch-when-idle.ts";

const LanguageOptions = lazyWhenIdle(() => import("./LanguageOptions.tsx").then((module) => module.LanguageOptions));

/** `dropdown` for the desktop top bar; `list` lays the options out flat (the mobile menu). */
export function LanguagePicker({ variant = "dropdown" }: { variant?: "dropdown" | "list" }) {
  const model = usePageModel();
  const { i18n } = useLingui();
  const listId = useId();
  const dropdown = useDropdown();
  const languages = model.navigation.pageLanguages;
  const current = model.metadata.currentLanguage;
  const currency = currencyOf(useStorefront().market);
  if (languages.length < 2) return null;
  const currentName = languages.find((language) => language.name === current)?.displayName ?? current;

  if (variant === "list") {
    return (
      <nav className="language-picker language-picker--list" aria-label={i18n._("shell.language.label")}>
        <WhenLoaded>
          <LanguageOptions languages={languages} current={current} />
        </WhenLoaded>
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
        aria-label={i18n._("shell.language.button", { language: currentName, currency })}
        onClick={dropdown.toggle}
      >
        <GlobeIcon />
        <span>{currentName}</span> <span className="language-picker__currency">{currency}</span>
      </button>
      <div id={listId} className="language-picker__dropdown" hidden={!dropdown.isOpen}>
        {dropdown.isOpen ? (
          <WhenLoaded onFail={dropdown.close}>
            <LanguageOptions languages={languages} current={current} onChoose={dropdown.close} />
          </WhenLoaded>
        ) : null}
      </div>
    </div>
  );
}
