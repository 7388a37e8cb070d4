// The recipe search in place (spec 001 §4 "Recipe/content search"): the initial filters give the
// facets and related products; the search, run for the address's q and categories, replaces the
// results on every new search, and 'show more' appends its next page. Loading, loading more and
// a failed search each say so. Loaded after hydration: the server renders the search box only.
import { useLingui } from "@lingui/react";
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useStorefront } from "../../app/storefront-context.ts";
import { useNearEnd } from "../../components/useNearEnd.ts";
import { RecipeCard } from "./RecipeCard.tsx";
import { RecipeFacets } from "./RecipeFacets.tsx";
import { recipeSearchQueries } from "./recipe-search-queries.ts";
import type { RecipeSearchState } from "./recipe-search-state.ts";
import "./RecipeSearchResults.css";
import { countValues } from "../../../shared/rules/locale.ts";
import { Optional } from "../../components/Optional.tsx";

/** How far below the screen the related products start loading (they come after the results). */
const RELATED_NEAR_PX = 400;

// The product cards (and the cart code behind their buttons) load with the products, not with the block.
const RelatedProducts = lazy(() =>
  import("../../components/product/RelatedProducts.tsx").then((module) => ({ default: module.RelatedProducts })),
);

/** Analytics names the list in one language, so reports group it across languages. */
const RELATED_LIST = { id: "recipe-search-products", name: "Recipe search products" };

export interface RecipeSearchResultsProps {
  language: string;
  state: RecipeSearchState;
  /** The categories the facets show as chosen: already the next search's while it loads. */
  chosen: readonly number[];
  onToggleCategory: (id: number) => void;
}

export function RecipeSearchResults({ language, state, chosen, onToggleCategory }: RecipeSearchResultsProps) {
  const { i18n } = useLingui();
  const storefront = useStorefront();
  const headingId = useId();
  // The initial filters are the first load's: facets until the search answers, and the related products.
  const [initialIds] = useState(state.categoryIds);
  const filters = useQuery(recipeSearchQueries.filters(storefront, language, initialIds));
  // The last search's answer stays as a placeholder for its facets only: a new search's results replace the old.
  const search = useInfiniteQuery({
    ...recipeSearchQueries.search(storefront.fetchApi, language, state),
    placeholderData: keepPreviousData,
  });
  const loading = search.isPending || search.isPlaceholderData;
  const found = loading ? undefined : search.data;
  const hits = found?.pages.flatMap((page) => page.hits) ?? [];
  const totalCount = found?.pages[0]?.totalCount ?? 0;
  const facets = search.data?.pages[0]?.facetCategories ?? filters.data?.facetCategories ?? [];
  const related = filters.data?.relatedProducts.flatMap((product) => (product.card ? [product.card] : [])) ?? [];
  const list = useRef<HTMLUListElement>(null);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  // The related products (cards with add to cart) come after the results: they load when near, once
  // the results are in (while they load, the page is short and everything is near).
  const relatedPlace = useRef<HTMLDivElement>(null);
  const [relatedNear, setRelatedNear] = useState(false);
  useNearEnd(
    relatedPlace,
    { enabled: related.length > 0 && !relatedNear && found !== undefined, distancePx: RELATED_NEAR_PX, version: hits.length },
    () => setRelatedNear(true),
  );

  // After 'show more', focus moves to the first recipe it added, so keyboard users continue from there.
  useEffect(() => {
    if (focusFrom === null || search.isFetchingNextPage || hits.length <= focusFrom) return;
    list.current?.querySelectorAll<HTMLAnchorElement>(".recipe-card__link")[focusFrom]?.focus();
    setFocusFrom(null);
  }, [focusFrom, hits.length, search.isFetchingNextPage]);

  // The facets stand above the results on a phone: until the first answers say what both show, one
  // line says the search is under way, so the facets never push a shown line down.
  // Later searches keep the last answer in place while they load.
  if (filters.isPending || search.isPending)
    return (
      <p className="recipe-search__count" role="status">
        {i18n._("recipes.loading")}
      </p>
    );

  return (
    <div className="recipe-search">
      <aside className="recipe-search__filters">
        <RecipeFacets categories={facets} chosen={chosen} onToggle={onToggleCategory} />
      </aside>
      <section className="recipe-search__results" aria-labelledby={headingId} aria-busy={search.isFetching}>
        <h2 id={headingId} className="recipe-search__count" aria-live="polite">
          {loading
            ? i18n._("recipes.loading")
            : found
              ? i18n._("recipes.count", countValues(totalCount, i18n.locale))
              : i18n._("recipes.search.label")}
        </h2>
        {loading && !search.isError ? (
          <div className="loading-overlay__spinner recipe-search__spinner" aria-hidden="true" />
        ) : null}
        {search.isError ? (
          <p className="recipe-search__error" role="alert">
            {i18n._("error.search")}
          </p>
        ) : null}
        {found && totalCount === 0 ? <p>{i18n._("recipes.empty")}</p> : null}
        {hits.length ? (
          <ul className="recipe-search__list" ref={list}>
            {hits.map((hit) => (
              <li key={hit.contentId}>
                <RecipeCard hit={hit} />
              </li>
            ))}
          </ul>
        ) : null}
        {found && search.hasNextPage ? (
          <button
            type="button"
            className="button-link button-link--secondary recipe-search__more"
            aria-disabled={search.isFetchingNextPage}
            onClick={() => {
              if (search.isFetchingNextPage) return;
              setFocusFrom(hits.length);
              void search.fetchNextPage();
            }}
          >
            {search.isFetchingNextPage ? i18n._("recipes.loading-more") : i18n._("recipes.show-more")}
          </button>
        ) : null}
      </section>
      {!related.length ? null : !relatedNear ? (
        <div ref={relatedPlace} />
      ) : (
        // An extra beside the results: if its code cannot be loaded, it is left out.
        <Optional>
          <Suspense fallback={null}>
            <RelatedProducts
              cards={related}
              display="cards"
              heading={i18n._("recipes.related-products")}
              list={RELATED_LIST}
              className="recipe-search__related"
            />
          </Suspense>
        </Optional>
      )}
    </div>
  );
}
