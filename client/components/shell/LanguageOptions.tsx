// The language picker's options: a link to each translation of the page; choosing one stores the
// choice (for the / redirect) before the client-side navigation. Below them, the markets.
import { useLocation } from "react-router";
import { withIdentifyingQuery } from "../../../shared/rules/identifying-query.ts";
import type { PageLanguage } from "../../../shared/schemas/page-model.ts";
import { usePageModel } from "../../app/page-context.ts";
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
  const { contentType } = usePageModel();
  const { search } = useLocation();
  return (
    <>
      <ul className="language-picker__list" aria-label={i18n._("shell.language.label")}>
        {languages.map((language) => (
          <li key={language.name}>
            <Link
              // The same item in the other language: a press release keeps its id.
              href={withIdentifyingQuery(contentType, language.url, search)}
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
