// recipe-search-block (spec 001 §2 "Recipes"): a keyword box over the recipes. In place
// (no search page, or this page's own), the address's q and categoryIds drive the facets, results
// and related products below it; otherwise it opens the configured search page with them. Either
// way a real GET form first, and a search with words sends `search`.
import { useLingui } from "@lingui/react";
import { lazy, startTransition, useOptimistic } from "react";
import { useLocation, useNavigate } from "react-router";
import { normalisePath } from "../../shared/rules/cache-key.ts";
import type { RecipeSearchBlockFields } from "../../shared/schemas/recipes.ts";
import { track } from "../analytics/track.ts";
import { usePageModel } from "../app/page-context.ts";
import { useStorefront } from "../app/storefront-context.ts";
import { useHydrated } from "../app/useHydrated.ts";
import { BlockContainer } from "../components/BlockContainer.tsx";
import { useBlockTitle } from "../components/BlockTitle.tsx";
import { SearchForm } from "../components/search/SearchForm.tsx";
import { searchAddress } from "../components/search/search-url.ts";
import type { BlockProps } from "./block-props.ts";
import { recipeSearchAddress, recipeSearchOf, toggleCategory } from "./recipe-search/recipe-search-state.ts";
import "./SearchBlock.css";
import { withCatalogParts } from "../i18n/i18n.ts";
import { CodeLoadBoundary } from "../components/CodeNotLoaded.tsx";

/** Whether a configured search page is this page itself (however the editor wrote its address). */
function isPage(address: string, pageUrl: string, origin: string) {
  const target = URL.parse(address, origin);
  return target?.origin === new URL(origin).origin && normalisePath(target.pathname) === normalisePath(pageUrl);
}

// The results show facets and product cards: the product part of the catalog comes with them.
const RecipeSearchResults = lazy(
  withCatalogParts(["cards"], () =>
    import("./recipe-search/RecipeSearchResults.tsx").then((module) => ({ default: module.RecipeSearchResults })),
  ),
);

export function RecipeSearchBlock({ block }: BlockProps<RecipeSearchBlockFields>) {
  const { i18n } = useLingui();
  const model = usePageModel();
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const label = i18n._("recipes.search.label");
  const title = useBlockTitle(block.heading, block.headingLevel, { label, className: "search-block__title" });
  const { origin } = useStorefront();
  const searchPageUrl = block.searchPageUrl && !isPage(block.searchPageUrl, model.url, origin) ? block.searchPageUrl : null;
  const state = recipeSearchOf(location.search, block.categoryIds);
  // While a change loads, the facets already show it (a ticked box stays ticked).
  const [shown, setShown] = useOptimistic(state);
  const searchHere = (next: typeof state) =>
    startTransition(async () => {
      setShown(next);
      await navigate(recipeSearchAddress(location.pathname, next, block.categoryIds), { preventScrollReset: true });
    });

  const onSearch = (term: string) => {
    if (term.trim()) track("trackSearch", term);
    if (searchPageUrl) navigate(searchAddress(searchPageUrl, term, block.categoryIds));
    else searchHere({ ...state, q: term });
  };

  return (
    <BlockContainer width={searchPageUrl ? "narrow" : "wide"}>
      <search className="search-block" {...title.nameProps}>
        {title.heading}
        <SearchForm
          action={searchPageUrl ?? model.url}
          label={label}
          submitLabel={i18n._("blocks.search.submit")}
          placeholder={block.placeholder}
          categoryIds={searchPageUrl ? block.categoryIds : state.categoryIds}
          defaultValue={searchPageUrl ? undefined : state.q}
          onSearch={onSearch}
        />
      </search>
      {!searchPageUrl && hydrated ? (
        // Results whose code cannot be loaded say so in their place; the search stays.
        <CodeLoadBoundary>
          <RecipeSearchResults
            language={model.metadata.currentLanguage}
            state={state}
            chosen={shown.categoryIds}
            onToggleCategory={(id) => searchHere(toggleCategory(shown, id))}
          />
        </CodeLoadBoundary>
      ) : null}
    </BlockContainer>
  );
}
