// Allergens, suitable-for and diets (spec 001 §5/§9): only entries with a value and a translation;
// allergens grouped as contains (1), may contain (2), does not contain (0); the others list what applies.
import type * as v from "valibot";
import type { ProductPropertySchema } from "../../../shared/schemas/catalogue.ts";
import { useLingui } from "@lingui/react";

type ProductProperty = v.InferOutput<typeof ProductPropertySchema>;

const ALLERGEN_GROUPS = [
  { value: "1", label: /*i18n*/ "product.allergen.contains" },
  { value: "2", label: /*i18n*/ "product.allergen.may-contain" },
  { value: "0", label: /*i18n*/ "product.allergen.not-contains" },
] as const;

/** The entries that may be shown: a value and a translation. */
export function shownEntries(property: ProductProperty | null) {
  return (property?.values ?? []).filter(
    (entry): entry is { value: string; valueTranslation: string; description: string | null } =>
      !!entry.value && !!entry.valueTranslation,
  );
}

export function AllergenList({ allergens }: { allergens: ProductProperty }) {
  const { i18n } = useLingui();
  const entries = shownEntries(allergens);
  return (
    <dl className="product-properties">
      {ALLERGEN_GROUPS.map((group) => {
        const names = entries.filter((entry) => entry.value === group.value).map((entry) => entry.valueTranslation);
        if (!names.length) return null;
        return (
          <div key={group.value} className={`product-properties__group product-properties__group--${group.value}`}>
            <dt>{i18n._(group.label)}</dt>
            <dd>{names.join(", ")}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** Suitable-for and diets: the entries that apply (value 1). */
export function PropertyList({ property }: { property: ProductProperty }) {
  const entries = shownEntries(property).filter((entry) => entry.value === "1");
  return (
    <ul className="product-properties__list">
      {entries.map((entry) => (
        <li key={entry.valueTranslation}>{entry.valueTranslation}</li>
      ))}
    </ul>
  );
}
