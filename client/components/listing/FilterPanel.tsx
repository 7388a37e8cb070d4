// The listing's facet filters (spec 001 §2): one disclosure per facet group with checkboxes and
// counts. Groups start collapsed on the server; from the tablet breakpoint up the first group opens
// after mount (spec 001 §9: the breakpoint decides the default open filter).
import { useEffect, useId, useState } from "react";
import { BREAKPOINTS } from "../../../shared/breakpoints.ts";
import type { FacetGroup } from "../../../shared/schemas/catalogue.ts";
import { useLingui } from "@lingui/react";
import { useMediaQuery } from "../useReducedMotion.ts";
import "./FilterPanel.css";

export interface FilterPanelProps {
  groups: readonly FacetGroup[];
  selected: Record<string, readonly string[]>;
  onToggle: (group: string, name: string) => void;
}

function FilterGroup({
  group,
  selected,
  open,
  onOpenChange,
  onToggle,
}: {
  group: FacetGroup;
  selected: readonly string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onToggle: FilterPanelProps["onToggle"];
}) {
  const { i18n } = useLingui();
  const id = useId();
  const count = selected.length;
  return (
    <div className={open ? "filter-panel__group filter-panel__group--open" : "filter-panel__group"}>
      <h3 className="filter-panel__heading">
        <button
          type="button"
          id={`${id}-button`}
          className="filter-panel__toggle"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => onOpenChange(!open)}
        >
          <span>{group.displayName}</span>
          {count ? <span className="filter-panel__count">{i18n._("listing.filters.selected-count", { count })}</span> : null}
          <span className="filter-panel__icon" aria-hidden="true" />
        </button>
      </h3>
      <fieldset id={`${id}-panel`} className="filter-panel__options" hidden={!open}>
        <legend className="visually-hidden">{group.displayName}</legend>
        {group.facets.map((facet) => (
          <label key={facet.name} className="filter-panel__option">
            <input
              type="checkbox"
              checked={selected.includes(facet.name)}
              onChange={() => onToggle(group.filterName, facet.name)}
            />
            <span className="filter-panel__name">{facet.displayName ?? facet.name}</span>
            <span className="filter-panel__facet-count">
              <span aria-hidden="true">({facet.count})</span>
              <span className="visually-hidden">{i18n._("listing.filters.product-count", { count: facet.count })}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}

export function FilterPanel({ groups, selected, onToggle }: FilterPanelProps) {
  const { i18n } = useLingui();
  const isDesktop = useMediaQuery(`(min-width: ${BREAKPOINTS.tablet}px)`);
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const firstGroup = groups[0]?.filterName;

  useEffect(() => {
    if (isDesktop && firstGroup) setOpen((current) => (firstGroup in current ? current : { ...current, [firstGroup]: true }));
  }, [isDesktop, firstGroup]);

  if (!groups.length) return null;
  return (
    <section className="filter-panel" aria-label={i18n._("listing.filters.label")}>
      <h2 className="filter-panel__title">{i18n._("listing.filters.title")}</h2>
      {groups.map((group) => (
        <FilterGroup
          key={group.filterName}
          group={group}
          selected={selected[group.filterName] ?? []}
          open={open[group.filterName] ?? false}
          onOpenChange={(next) => setOpen((current) => ({ ...current, [group.filterName]: next }))}
          onToggle={onToggle}
        />
      ))}
    </section>
  );
}
