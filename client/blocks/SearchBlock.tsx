// search-block (spec 001 §3, §9): a keyword box that opens the search page with the words in q
// (URL-encoded) and the editor's categoryIds. A native GET form, so it searches before the page is
// interactive; once it is, the search is a client-side navigation that sends `search`. Like the
// header's search, it needs no minimum length: an empty box opens the search page as it is.
import { useLingui } from "@lingui/react";
import { type FormEvent, useId } from "react";
import { useNavigate } from "react-router";
import type { SearchBlockFields } from "../../shared/schemas/blocks.ts";
import { track } from "../analytics/track.ts";
import { usePageModel } from "../app/page-context.ts";
import { BlockContainer } from "../components/BlockContainer.tsx";
import { useBlockTitle } from "../components/BlockTitle.tsx";
import { searchAddress } from "../components/search/search-url.ts";
import type { BlockProps } from "./block-props.ts";
import "../components/ButtonLink.css";
import "./SearchBlock.css";

export function SearchBlock({ block }: BlockProps<SearchBlockFields>) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const id = useId();
  const model = usePageModel();
  const searchPageUrl = block.searchPageUrl ?? model.navigation.searchPageUrl;
  const label = i18n._("blocks.search.label");
  const title = useBlockTitle(block.title, block.headingLevel, { label, className: "search-block__title" });
  if (!searchPageUrl) return null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = String(new FormData(event.currentTarget).get("q") ?? "");
    if (term.trim()) track("trackSearch", term);
    navigate(searchAddress(searchPageUrl, term, block.categoryIds));
  };

  return (
    <BlockContainer width="narrow">
      <search className="search-block" {...title.nameProps}>
        {title.heading}
        <form action={searchPageUrl} method="get" onSubmit={onSubmit}>
          <label htmlFor={`${id}-q`} className="search-block__label">
            {label}
          </label>
          <div className="search-block__row">
            <input
              id={`${id}-q`}
              type="search"
              name="q"
              className="search-block__input"
              placeholder={block.placeholder ?? undefined}
              enterKeyHint="search"
              autoComplete="off"
              maxLength={100}
            />
            {block.categoryIds.length > 0 ? <input type="hidden" name="categoryIds" value={block.categoryIds.join(",")} /> : null}
            <button type="submit" className="button-link button-link--primary search-block__submit">
              {i18n._("blocks.search.submit")}
            </button>
          </div>
        </form>
      </search>
    </BlockContainer>
  );
}
