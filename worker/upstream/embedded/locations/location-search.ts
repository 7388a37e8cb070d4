// The locations list and the city options over a language's location pages (spec 001 §7): words
// match the name, address, postal code or city; a city is one exact (case-blind) city; categories
// combine with OR inside a facet category and AND between them, and each option counts the places it
// would show with the other facet categories' choices (so ticking one never hides its neighbours).
import type { Language } from "../../../../shared/languages.ts";
import type { CityOptionsQuery, LocationQuery } from "../../../../shared/schemas/locations.ts";
import { foldText } from "../catalogue/fold-text.ts";
import { LOCATION_CATEGORY_GROUPS } from "./location-categories.ts";
import type { LocationRecord } from "./location-store.ts";

/** The chosen categories by facet category; ids no category has are ignored (a link to a removed one still works). */
function choicesByGroup(categoryIds: readonly number[]): Map<number, number[]> {
  const choices = new Map<number, number[]>();
  for (const group of LOCATION_CATEGORY_GROUPS) {
    const chosen = group.categories.map((category) => category.id).filter((id) => categoryIds.includes(id));
    if (chosen.length) choices.set(group.id, chosen);
  }
  return choices;
}

function inCategories(record: LocationRecord, choices: Map<number, number[]>, exceptGroup?: number): boolean {
  for (const [group, chosen] of choices) {
    if (group !== exceptGroup && !chosen.some((id) => record.categoryIds.includes(id))) return false;
  }
  return true;
}

function matchesWords(record: LocationRecord, q: string): boolean {
  return foldText(q)
    .split(" ")
    .filter(Boolean)
    .every((word) => record.text.includes(word));
}

function byCityAndName(language: Language) {
  const collator = new Intl.Collator(language);
  return (a: LocationRecord, b: LocationRecord) =>
    collator.compare(a.hit.city ?? "", b.hit.city ?? "") || collator.compare(a.hit.title, b.hit.title);
}

function facetCategories(records: LocationRecord[], choices: Map<number, number[]>, query: LocationQuery) {
  const language = query.language;
  return LOCATION_CATEGORY_GROUPS.map((group) => {
    const base = records.filter((record) => inCategories(record, choices, group.id));
    return {
      id: group.id,
      name: group.names[language],
      order: group.order,
      facetSubcategories: group.categories
        .map((category) => ({
          id: category.id,
          name: category.names[language],
          count: base.filter((record) => record.categoryIds.includes(category.id)).length,
          selected: query.categoryIds.includes(category.id),
        }))
        .filter((category) => category.count > 0 || category.selected),
    };
  }).filter((group) => group.facetSubcategories.length > 0);
}

export function searchLocations(records: LocationRecord[], query: LocationQuery) {
  const choices = choicesByGroup(query.categoryIds);
  const city = foldText(query.city);
  const searched = records.filter(
    (record) => (!city || foldText(record.hit.city ?? "") === city) && (!query.q || matchesWords(record, query.q)),
  );
  const found = searched.filter((record) => inCategories(record, choices)).sort(byCityAndName(query.language));
  const start = (query.page - 1) * query.pageSize;
  return {
    hits: found.slice(start, start + query.pageSize).map((record) => record.hit),
    facetCategories: facetCategories(searched, choices, query),
    hasMore: start + query.pageSize < found.length,
    totalCount: found.length,
  };
}

/** The cities that have locations of the chosen categories, each once, in the language's order. */
export function cityOptions(records: LocationRecord[], query: CityOptionsQuery): string[] {
  const choices = choicesByGroup(query.categoryIds);
  const cities = new Set(records.filter((record) => inCategories(record, choices)).flatMap((record) => record.hit.city ?? []));
  return [...cities].sort(new Intl.Collator(query.language).compare);
}
