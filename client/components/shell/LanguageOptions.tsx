// The language picker's options: a link to each translation of the page; choosing one stores the
// choice (for the / redirect) before the client-side navigation. Below them, the markets.
import type { PageLanguage } from "../../../shared/schemas/page-model.ts";
import { Link } from "../Link.tsx";
import { MarketOptions } from "./MarketOptions.tsx";
import { storeLanguage } from "./store-language.ts";
import { useLingui } from "@lingui/react";

export function LanguageOptions({
  languages,
  current,
  onChoose,
}: {
  languages: PageLanguage[];
  current: string;
  onChoose?: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <>
      <ul className="language-picker__list" aria-label={i18n._("shell.language.label")}>
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
      <MarketOptions />
    </>
  );
}
