// Category listings and search results: filters (OR within a group, AND across groups), facet counts
// computed with every OTHER group's filters applied (standard faceted search), sorting and paging.
import type { FacetGroup, ListingResponse } from "../../../../shared/schemas/catalogue.ts";
import { toIntlLocale } from "../../../../shared/rules/locale.ts";
import { dietCodes } from "./nutrition.ts";
import type { Catalogue, ProductRecord } from "./repository.ts";
import { cardVariation, effectivePrice, productCard } from "./views.ts";

export const FILTER_GROUPS = ["brand", "type", "diet", "size"] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];
export type Filters = Partial<Record<FilterGroup, string[]>>;

export interface ListingOptions {
  filters: Filters;
  sortBy: "standard" | "name" | "price" | "news" | "relevance";
  sortDirection: "asc" | "desc";
  page: number;
  pageSize: number;
}

type Facet = { name: string; displayName: string; order: number };

const sizeCode = (size: string) => size.replace(/\s+/g, "").toLowerCase();

/** The facet values of one product in one group, with their labels and display order. */
function facetsOf(catalogue: Catalogue, product: ProductRecord, group: FilterGroup): Facet[] {
  switch (group) {
    case "brand":
      return [{ name: product.brandCode, displayName: product.brandName, order: 0 }];
    case "type":
      return [{ name: product.kind, displayName: catalogue.term("kind", product.kind) ?? product.kind, order: 0 }];
    case "diet":
      return dietCodes(product.properties).map(({ kind, code }) => ({
        name: code,
        displayName: catalogue.term(kind, code) ?? code,
        order: 0,
      }));
    case "size":
      return product.variations.flatMap((variation) =>
        variation.size
          ? [{ name: sizeCode(variation.size), displayName: variation.size, order: variation.weightGrams ?? 0 }]
          : [],
      );
  }
}

function matches(catalogue: Catalogue, product: ProductRecord, filters: Filters, except?: FilterGroup): boolean {
  return FILTER_GROUPS.every((group) => {
    const wanted = filters[group];
    if (group === except || !wanted?.length) return true;
    return facetsOf(catalogue, product, group).some((facet) => wanted.includes(facet.name));
  });
}

function facetGroups(catalogue: Catalogue, products: ProductRecord[], filters: Filters): FacetGroup[] {
  const collator = new Intl.Collator(toIntlLocale(catalogue.language));
  return FILTER_GROUPS.flatMap((group) => {
    const facets = new Map<string, Facet & { count: number }>();
    for (const product of products) {
      const counted = matches(catalogue, product, filters, group);
      const own = new Map(facetsOf(catalogue, product, group).map((facet) => [facet.name, facet]));
      for (const facet of own.values()) {
        const entry = facets.get(facet.name) ?? { ...facet, count: 0 };
        if (counted) entry.count += 1;
        facets.set(facet.name, entry);
      }
    }
    // A group with a single value cannot narrow the list, unless the shopper already chose it.
    if (facets.size < 2 && !filters[group]?.length) return [];
    const sorted = [...facets.values()].sort((a, b) => a.order - b.order || collator.compare(a.displayName, b.displayName));
    return [
      {
        filterName: `filter.${group}`,
        displayName: catalogue.term("facetGroup", group) ?? group,
        facets: sorted.map(({ name, displayName, count }) => ({ name, displayName, count })),
      },
    ];
  });
}

function comparator(catalogue: Catalogue, options: ListingOptions, relevance: Map<string, number>) {
  const collator = new Intl.Collator(toIntlLocale(catalogue.language), { sensitivity: "base" });
  const price = (product: ProductRecord) => {
    const variation = cardVariation(product);
    return variation ? effectivePrice(variation) : 0;
  };
  const direction = options.sortDirection === "desc" ? -1 : 1;
  const primary = (a: ProductRecord, b: ProductRecord): number => {
    switch (options.sortBy) {
      case "name":
        return collator.compare(a.displayName, b.displayName);
      case "price":
        return price(a) - price(b);
      case "news":
        return a.publishedAt.localeCompare(b.publishedAt);
      case "relevance":
        return (relevance.get(a.code) ?? 0) - (relevance.get(b.code) ?? 0);
      default:
        return a.sortOrder - b.sortOrder;
    }
  };
  return (a: ProductRecord, b: ProductRecord) => direction * primary(a, b) || a.sortOrder - b.sortOrder;
}

/** A listing page of the given products. relevance orders search hits (lower first). */
export function buildListing(
  catalogue: Catalogue,
  products: ProductRecord[],
  options: ListingOptions,
  relevance = new Map<string, number>(),
): ListingResponse {
  const filtered = products
    .filter((product) => matches(catalogue, product, options.filters))
    .sort(comparator(catalogue, options, relevance));
  const start = (options.page - 1) * options.pageSize;
  return {
    productViewModels: filtered.slice(start, start + options.pageSize).map((product) => productCard(catalogue, product)),
    totalCount: filtered.length,
    facetGroups: facetGroups(catalogue, products, options.filters),
  };
}
