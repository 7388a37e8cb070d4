// Nutrition and allergen views: per-100 g values, per-portion values (ri, with RiPortionGrams), the share
// of the reference intake per portion (riPercent), and the allergen/suitable-for/diet groups.
import type { Catalogue, Properties, PropertyCodes } from "./repository.ts";

/** Reference intakes of an average adult (EU 1169/2011 annex XIII); fibre has none. */
const REFERENCE_INTAKES: Record<string, number> = {
  energyKj: 8400,
  energyKcal: 2000,
  fat: 70,
  saturatedFat: 20,
  carbohydrate: 260,
  sugars: 90,
  protein: 50,
  salt: 6,
};

const round = (value: number, digits: number) => String(Math.round(value * 10 ** digits) / 10 ** digits);

export function nutritionView(catalogue: Catalogue, properties: Properties | null | undefined) {
  const per100 = properties?.nutrients;
  const portion = properties?.portionGrams;
  if (!per100) return { nutritionValueHeader: null, nutrients: [], ri: [], riPercent: [] };
  const entries = Object.entries(per100);
  return {
    nutritionValueHeader: catalogue.term("text", "nutritionValueHeader"),
    nutrients: entries.map(([name, value]) => ({ name, value: String(value) })),
    ri: portion
      ? [
          { name: "RiPortionGrams", value: String(portion) },
          ...entries.map(([name, value]) => ({ name, value: round((value * portion) / 100, 2) })),
        ]
      : [],
    riPercent: portion
      ? entries
          .filter(([name]) => REFERENCE_INTAKES[name])
          .map(([name, value]) => ({ name, value: round((((value * portion) / 100) * 100) / (REFERENCE_INTAKES[name] ?? 1), 0) }))
      : [],
  };
}

/** Contains (1) first, then may contain (2), then does not contain (0), as the spec orders them. */
const VALUE_ORDER = ["1", "2", "0"];

export function propertyGroup(catalogue: Catalogue, name: string, kind: string, codes: PropertyCodes | undefined) {
  if (!codes) return null;
  const values = Object.entries(codes)
    .map(([code, value]) => ({ value, description: code, valueTranslation: catalogue.term(kind, code) }))
    .sort((a, b) => VALUE_ORDER.indexOf(a.value) - VALUE_ORDER.indexOf(b.value));
  return { name, values };
}

/** The allergen, suitable-for and diet groups of a product or variation. */
export function propertyGroups(catalogue: Catalogue, properties: Properties | null | undefined) {
  return {
    allergens: propertyGroup(catalogue, "allergens", "allergen", properties?.allergens),
    suitableFor: propertyGroup(catalogue, "suitableFor", "suitableFor", properties?.suitableFor),
    diets: propertyGroup(catalogue, "diets", "diet", properties?.diets),
  };
}

/** The suitable-for and diet codes that apply (value 1): the diet facet and the card's suitableFor. */
export function dietCodes(properties: Properties | null | undefined): { kind: string; code: string }[] {
  return [
    ...Object.entries(properties?.suitableFor ?? {}).map(([code, value]) => ({ kind: "suitableFor", code, value })),
    ...Object.entries(properties?.diets ?? {}).map(([code, value]) => ({ kind: "diet", code, value })),
  ]
    .filter((entry) => entry.value === "1")
    .map(({ kind, code }) => ({ kind, code }));
}
