// The recipe search's facet categories as the shop's filter panel: each category a group, at most ten
// subcategories shown before its 'show more' (spec 001 §9), each with the recipes it would find.
import { useLingui } from "@lingui/react";
import { RECIPE_FACET_VISIBLE } from "../../../shared/recipe-search.ts";
import type { FacetGroup } from "../../../shared/schemas/catalogue.ts";
import type { FacetCategory } from "../../../shared/schemas/facets.ts";
import { FilterPanel } from "../../components/listing/FilterPanel.tsx";
import { countValues } from "../../../shared/rules/locale.ts";

const groupName = (category: FacetCategory) => `filter.${category.id}`;

export function RecipeFacets({
  categories,
  chosen,
  onToggle,
}: {
  categories: readonly FacetCategory[];
  chosen: readonly number[];
  onToggle: (id: number) => void;
}) {
  const { i18n } = useLingui();
  const groups: FacetGroup[] = [...categories]
    .sort((a, b) => a.order - b.order)
    .map((category) => ({
      filterName: groupName(category),
      displayName: category.name,
      facets: category.facetSubcategories.map((sub) => ({ name: String(sub.id), displayName: sub.name, count: sub.count ?? 0 })),
    }));
  const selected = Object.fromEntries(
    categories.map((category) => [
      groupName(category),
      category.facetSubcategories.filter((sub) => chosen.includes(sub.id)).map((sub) => String(sub.id)),
    ]),
  );
  return (
    <FilterPanel
      groups={groups}
      selected={selected}
      onToggle={(_, name) => onToggle(Number(name))}
      label={i18n._("recipes.filters")}
      countLabel={(count) => i18n._("recipes.count", countValues(count, i18n.locale))}
      visibleOptions={RECIPE_FACET_VISIBLE}
    />
  );
}
