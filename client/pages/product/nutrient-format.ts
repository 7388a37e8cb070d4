// Nutrient rows of the nutrition table (spec 001 §5 "Nutrient display digits" and display rules).
import { formatDecimal } from "../../../shared/rules/locale.ts";
import type { Nutrient } from "./nutrition-types.ts";

/** Decimals per nutrient in the table version; unknown nutrients keep one decimal. */
const DISPLAY_DIGITS: Record<string, number> = {
  energy: 0,
  energykj: 0,
  energykcal: 0,
  fat: 1,
  saturates: 1,
  carbohydrate: 1,
  sugars: 1,
  fibre: 1,
  protein: 1,
  betaglucan: 1,
  lactose: 1,
  vitamind: 1,
  vitamine: 1,
  vitaminc: 1,
  vitaminb12: 1,
  pantothenicacid: 1,
  iron: 1,
  zinc: 1,
  salt: 2,
  riboflavin: 2,
  vitaminb6: 2,
  folicacid: 0,
  potassium: 0,
  calcium: 0,
  phosphorus: 0,
  magnesium: 0,
  iodine: 0,
};

/** Spellings the backend may use for the same nutrient. */
const ALIASES: Record<string, string> = {
  carbohydrates: "carbohydrate",
  carbs: "carbohydrate",
  sugar: "sugars",
  fiber: "fibre",
  saturatedfat: "saturates",
  folate: "folicacid",
};

export const PORTION_GRAMS_KEY = "riportiongrams";

export function nutrientKey(name: string): string {
  const key = name.toLowerCase().replace(/[^a-z0-9]/g, "");
  return ALIASES[key] ?? key;
}

export interface NutrientRow {
  key: string;
  name: string;
  per100g: string | null;
  perPortion: string | null;
  riPercent: string | null;
}

/** Formats a numeric text with the nutrient's digits; text that is not a number is shown as is. */
export function formatNutrient(
  key: string,
  value: string | null,
  language: string,
  digits = DISPLAY_DIGITS[key] ?? 1,
): string | null {
  if (value === null || value.trim() === "") return null;
  const number = Number(value.replace(",", "."));
  if (!Number.isFinite(number)) return value;
  return formatDecimal(number, language, digits);
}

/** Rows in the per-100 g order, then nutrients only known per portion; all-empty rows are dropped. */
export function nutrientRows(nutrients: Nutrient[], ri: Nutrient[], riPercent: Nutrient[], language: string): NutrientRow[] {
  const byKey = (list: Nutrient[]) => new Map(list.map((entry) => [nutrientKey(entry.name), entry.value]));
  const portion = byKey(ri);
  const percent = byKey(riPercent);
  const names = new Map<string, string>();
  for (const entry of [...nutrients, ...ri, ...riPercent]) {
    const key = nutrientKey(entry.name);
    if (key !== PORTION_GRAMS_KEY && !names.has(key)) names.set(key, entry.name);
  }
  const per100 = byKey(nutrients);
  return [...names].flatMap(([key, name]) => {
    const row = {
      key,
      name,
      per100g: formatNutrient(key, per100.get(key) ?? null, language),
      perPortion: formatNutrient(key, portion.get(key) ?? null, language),
      // Reference-intake shares are whole percents.
      riPercent: formatNutrient(key, percent.get(key) ?? null, language, 0),
    };
    return row.per100g || row.perPortion || row.riPercent ? [row] : [];
  });
}

export function portionGrams(ri: Nutrient[]): string | null {
  return ri.find((entry) => nutrientKey(entry.name) === PORTION_GRAMS_KEY)?.value ?? null;
}
