// Facet filters (the listing's, spec 001 §2; the recipe search's): one disclosure per facet group with
// checkboxes and counts. Groups start collapsed on the server; from the tablet breakpoint up the first
// group opens after mount (spec 001 §9: the breakpoint decides the default open filter). A group may
// show only its first options, and the rest (and any chosen among them) after its 'show more'.
import { useEffect, useId, useState } from "react";
import { BREAKPOINTS } from "../../../shared/breakpoints.ts";
import type { FacetGroup } from "../../../shared/schemas/catalogue.ts";
import { useLingui } from "@lingui/react";
import { useMediaQuery } from "../useReducedMotion.ts";
import "./FilterPanel.css";
import { countValues } from "../../../shared/rules/locale.ts";

export interface FilterPanelProps {
  groups: readonly FacetGroup[];
  selected: Record<string, readonly string[]>;
  onToggle: (group: string, name: string) => void;
  /** The panel's name; the listing's ("Product filters") by default. */
  label?: string;
  /** How a facet's count is read out; the listing's ("3 products") by default. */
  countLabel?: (count: number) => string;
  /** Options a group shows before its 'show more' (all when unset). */
  visibleOptions?: number;
}

type GroupOptions = Pick<FilterPanelProps, "onToggle" | "countLabel" | "visibleOptions">;

function FilterGroup({
  group,
  selected,
  open,
  onOpenChange,
  onToggle,
  countLabel,
  visibleOptions = Number.POSITIVE_INFINITY,
}: GroupOptions & {
  group: FacetGroup;
  selected: readonly string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const [showAll, setShowAll] = useState(false);
  const count = selected.length;
  const hidden = showAll ? 0 : Math.max(0, group.facets.length - visibleOptions);
  const shown = group.facets.filter((facet, index) => showAll || index < visibleOptions || selected.includes(facet.name));
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
        {shown.map((facet) => (
          <label key={facet.name} className="filter-panel__option">
            <input
              type="checkbox"
              checked={selected.includes(facet.name)}
              onChange={() => onToggle(group.filterName, facet.name)}
            />
            <span className="filter-panel__name">{facet.displayName ?? facet.name}</span>
            <span className="filter-panel__facet-count">
              <span aria-hidden="true">({facet.count})</span>
              <span className="visually-hidden">
                {countLabel
                  ? countLabel(facet.count)
                  : i18n._("listing.filters.product-count", countValues(facet.count, i18n.locale))}
              </span>
            </span>
          </label>
        ))}
        {hidden > 0 || showAll ? (
          <button type="button" className="filter-panel__more" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
            {showAll ? i18n._("listing.filters.show-fewer") : i18n._("listing.filters.show-more", { count: hidden })}
          </button>
        ) : null}
      </fieldset>
    </div>
  );
}

export function FilterPanel({ groups, selected, label, ...options }: FilterPanelProps) {
  const { i18n } = useLingui();
  const isDesktop = useMediaQuery(`(min-width: ${BREAKPOINTS.tablet}px)`);
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const firstGroup = groups[0]?.filterName;

  useEffect(() => {
    if (isDesktop && firstGroup) setOpen((current) => (firstGroup in current ? current : { ...current, [firstGroup]: true }));
  }, [isDesktop, firstGroup]);

  if (!groups.length) return null;
  return (
    <section className="filter-panel" aria-label={label ?? i18n._("listing.filters.label")}>
      <h2 className="filter-panel__title">{i18n._("listing.filters.title")}</h2>
      {groups.map((group) => (
        <FilterGroup
          key={group.filterName}
          group={group}
          selected={selected[group.filterName] ?? []}
          open={open[group.filterName] ?? false}
          onOpenChange={(next) => setOpen((current) => ({ ...current, [group.filterName]: next }))}
          {...options}
        />
      ))}
    </section>
  );
}
