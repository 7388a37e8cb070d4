// Checkbox facets by facet category (spec 001 §3 "Facet category"): a group of checkboxes with counts
// under each category's name, the first `visibleOptions` shown and the rest behind 'show more'
// (spec 000 §9: 10 for locations, 4 for the content search). A chosen option always shows. Which are
// ticked is the caller's (the address's, at once), not the last answer's, which lags behind a click.
// The listing and the recipe search use the shop's disclosure panel instead (listing/FilterPanel.tsx).
import { useLingui } from "@lingui/react";
import { useId, useState } from "react";
import type { FacetCategory } from "../../../shared/schemas/facets.ts";
import "./FacetCategoryFilters.css";

export interface FacetCategoryFiltersProps {
  categories: readonly FacetCategory[];
  /** The ticked options' ids. */
  selectedIds: readonly number[];
  visibleOptions: number;
  onToggle: (id: number) => void;
  /** What the count beside an option means, for screen readers ("4 places"). */
  countLabel: (count: number) => string;
}

function FacetGroup({
  category,
  selectedIds,
  visibleOptions,
  onToggle,
  countLabel,
}: Omit<FacetCategoryFiltersProps, "categories"> & { category: FacetCategory }) {
  const { i18n } = useLingui();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const options = category.facetSubcategories;
  const hidden = options.length - visibleOptions;
  const shown = expanded ? options : options.filter((option, index) => index < visibleOptions || selectedIds.includes(option.id));
  return (
    <fieldset className="facet-filters__group">
      <legend className="facet-filters__legend">{category.name}</legend>
      <ul id={`${id}-options`} className="facet-filters__options">
        {shown.map((option) => (
          <li key={option.id}>
            <label className="facet-filters__option">
              <input type="checkbox" checked={selectedIds.includes(option.id)} onChange={() => onToggle(option.id)} />
              <span>{option.name}</span>
              <span className="facet-filters__count">
                <span aria-hidden="true">({option.count})</span>
                <span className="visually-hidden">{countLabel(option.count)}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <button
          type="button"
          className="facet-filters__more"
          aria-expanded={expanded}
          aria-controls={`${id}-options`}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? i18n._("facets.show-fewer") : i18n._("facets.show-more", { count: hidden })}
        </button>
      ) : null}
    </fieldset>
  );
}

export function FacetCategoryFilters({ categories, ...props }: FacetCategoryFiltersProps) {
  const sorted = [...categories].sort((a, b) => a.order - b.order);
  return (
    <div className="facet-filters">
      {sorted.map((category) => (
        <FacetGroup key={category.id} category={category} {...props} />
      ))}
    </div>
  );
}
