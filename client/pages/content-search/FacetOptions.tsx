// One facet category's options as checkboxes with their counts: the first four, then 'show more'
// (spec 000 §9); a category with a chosen option beyond the four opens whole.
import { useLingui } from "@lingui/react";
import { useId, useState } from "react";
import { VISIBLE_FACET_OPTIONS } from "../../../shared/rules/content-search-query.ts";
import type { FacetCategory } from "../../../shared/schemas/content-search.ts";

export interface FacetOptionsProps {
  category: FacetCategory;
  /** The chosen options' ids (the address's, or the shopper's newest choice while it loads). */
  chosen: readonly number[];
  onToggle: (id: number) => void;
}

export function FacetOptions({ category, chosen, onToggle }: FacetOptionsProps) {
  const { i18n } = useLingui();
  const id = useId();
  const options = category.facetSubcategories;
  const [expanded, setExpanded] = useState(() =>
    options.slice(VISIBLE_FACET_OPTIONS).some((option) => chosen.includes(option.id)),
  );
  const shown = expanded ? options : options.slice(0, VISIBLE_FACET_OPTIONS);
  const hidden = options.length - VISIBLE_FACET_OPTIONS;
  return (
    <fieldset className="content-search__facet">
      <legend className="content-search__facet-name">{category.name}</legend>
      <ul id={`${id}-options`} className="content-search__options">
        {shown.map((option) => (
          <li key={option.id}>
            <label className="content-search__option">
              <input type="checkbox" checked={chosen.includes(option.id)} onChange={() => onToggle(option.id)} />
              <span>{option.name}</span>
              <span className="content-search__count">
                <span aria-hidden="true">({option.count})</span>
                <span className="visually-hidden">{i18n._("content-search.facets.count", { count: option.count })}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <button
          type="button"
          className="content-search__more-options"
          aria-expanded={expanded}
          aria-controls={`${id}-options`}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? i18n._("content-search.facets.show-less") : i18n._("content-search.facets.show-more", { count: hidden })}
        </button>
      ) : null}
    </fieldset>
  );
}
