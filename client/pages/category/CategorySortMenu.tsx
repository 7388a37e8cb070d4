// The six sort options of a category (spec 001 §9) in the shop's words, in the sort menu.
import type { SortId } from "../../../shared/rules/listing-query.ts";
import { SORT_OPTIONS } from "../../../shared/listing-options.ts";
import { SortMenu } from "../../components/listing/SortMenu.tsx";
import { useT } from "../../i18n/useT.ts";

export function CategorySortMenu({ value, onChange }: { value: SortId; onChange: (sort: SortId) => void }) {
  const t = useT();
  const options = SORT_OPTIONS.map((option) => ({ id: option.id, label: t(`listing.sort.${option.id}`) }));
  return <SortMenu label={t("listing.sort.label")} options={options} value={value} onChange={onChange} />;
}
