// The six sort options of a category (spec 001 §9) in the shop's words, in the sort menu.
import type { SortId } from "../../../shared/rules/listing-query.ts";
import { SORT_OPTIONS } from "../../../shared/listing-options.ts";
import { SortMenu } from "../../components/listing/SortMenu.tsx";
import { useLingui } from "@lingui/react";

const SORT_LABELS: Record<SortId, string> = {
  standard: /*i18n*/ "listing.sort.standard",
  "name-asc": /*i18n*/ "listing.sort.name-asc",
  "name-desc": /*i18n*/ "listing.sort.name-desc",
  "price-asc": /*i18n*/ "listing.sort.price-asc",
  "price-desc": /*i18n*/ "listing.sort.price-desc",
  news: /*i18n*/ "listing.sort.news",
};

export function CategorySortMenu({ value, onChange }: { value: SortId; onChange: (sort: SortId) => void }) {
  const { i18n } = useLingui();
  const options = SORT_OPTIONS.map((option) => ({ id: option.id, label: i18n._(SORT_LABELS[option.id]) }));
  return <SortMenu label={i18n._("listing.sort.label")} options={options} value={value} onChange={onChange} />;
}
