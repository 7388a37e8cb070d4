// search-block (spec 001 §3, §9): a keyword box that opens the search page with the words in q
// (URL-encoded) and the editor's categoryIds. A native GET form, so it searches before the page is
// interactive; once it is, the search is a client-side navigation that sends `search`. Like the
// header's search, it needs no minimum length: an empty box opens the search page as it is.
import { useLingui } from "@lingui/react";
import { useNavigate } from "react-router";
import type { SearchBlockFields } from "../../shared/schemas/blocks.ts";
import { track } from "../analytics/track.ts";
import { usePageModel } from "../app/page-context.ts";
import { BlockContainer } from "../components/BlockContainer.tsx";
import { useBlockTitle } from "../components/BlockTitle.tsx";
import { SearchForm } from "../components/search/SearchForm.tsx";
import { searchAddress } from "../components/search/search-url.ts";
import type { BlockProps } from "./block-props.ts";
import "./SearchBlock.css";

export function SearchBlock({ block }: BlockProps<SearchBlockFields>) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const model = usePageModel();
  const searchPageUrl = block.searchPageUrl ?? model.navigation.searchPageUrl;
  const label = i18n._("blocks.search.label");
  const title = useBlockTitle(block.title, block.headingLevel, { label, className: "search-block__title" });
  if (!searchPageUrl) return null;

  const onSearch = (term: string) => {
    if (term.trim()) track("trackSearch", term);
    navigate(searchAddress(searchPageUrl, term, block.categoryIds));
  };

  return (
    <BlockContainer width="narrow">
      <search className="search-block" {...title.nameProps}>
        {title.heading}
        <SearchForm
          action={searchPageUrl}
          label={label}
          submitLabel={i18n._("blocks.search.submit")}
          placeholder={block.placeholder}
          categoryIds={block.categoryIds}
          onSearch={onSearch}
        />
      </search>
    </BlockContainer>
  );
}
