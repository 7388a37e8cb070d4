// The listing's active filters as removable chips, with 'clear all' (spec 001 §2, §4 "Listing").
import type { FacetGroup } from "../../../shared/schemas/catalogue.ts";
import { useLingui } from "@lingui/react";
import "./FilterChips.css";

export interface FilterChipsProps {
  groups: readonly FacetGroup[];
  selected: Record<string, readonly string[]>;
  onRemove: (group: string, name: string) => void;
  onClear: () => void;
}

/** A selected facet's label from the facets on offer; a name no longer offered is shown as is. */
function facetLabel(groups: readonly FacetGroup[], group: string, name: string): string {
  const facet = groups.find((candidate) => candidate.filterName === group)?.facets.find((candidate) => candidate.name === name);
  return facet?.displayName ?? facet?.name ?? name;
}

export function FilterChips({ groups, selected, onRemove, onClear }: FilterChipsProps) {
  const { i18n } = useLingui();
  const chips = Object.entries(selected).flatMap(([group, names]) =>
    names.map((name) => ({ group, name, label: facetLabel(groups, group, name) })),
  );
  if (!chips.length) return null;
  return (
    <div className="filter-chips">
      <h2 className="visually-hidden">{i18n._("listing.filters.active")}</h2>
      <ul className="filter-chips__list">
        {chips.map((chip) => (
          <li key={`${chip.group}=${chip.name}`}>
            <button
              type="button"
              className="filter-chips__chip"
              aria-label={i18n._("listing.filters.remove", { name: chip.label })}
              onClick={() => onRemove(chip.group, chip.name)}
            >
              {chip.label}
              <span className="filter-chips__remove" aria-hidden="true">
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="filter-chips__clear" onClick={onClear}>
        {i18n._("listing.filters.clear")}
      </button>
    </div>
  );
}
