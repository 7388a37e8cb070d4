// The nutrition table (spec 001 §2/§5): per 100 g, per portion and reference-intake percent, with the
// spec's digits per nutrient; rows without any value are left out, and so is the table.
import type { Nutrition } from "./nutrition-types.ts";
import { useLingui } from "@lingui/react";
import { nutrientRows, portionGrams } from "./nutrient-format.ts";
import "./NutritionTable.css";

/** Nutrients with a name of the shop's own; any other keeps the name the catalogue gives it. */
const NUTRIENT_NAMES: Partial<Record<string, string>> = {
  energy: /*i18n*/ "product.nutrient.energy",
  energykj: /*i18n*/ "product.nutrient.energykj",
  energykcal: /*i18n*/ "product.nutrient.energykcal",
  fat: /*i18n*/ "product.nutrient.fat",
  saturates: /*i18n*/ "product.nutrient.saturates",
  carbohydrate: /*i18n*/ "product.nutrient.carbohydrate",
  sugars: /*i18n*/ "product.nutrient.sugars",
  fibre: /*i18n*/ "product.nutrient.fibre",
  protein: /*i18n*/ "product.nutrient.protein",
  salt: /*i18n*/ "product.nutrient.salt",
};

export function hasNutrition(nutrition: Nutrition): boolean {
  return [...nutrition.nutrients, ...nutrition.ri, ...nutrition.riPercent].some(
    (entry) => entry.value !== null && entry.value.trim() !== "" && entry.name.toLowerCase() !== "riportiongrams",
  );
}

export function NutritionTable({ nutrition }: { nutrition: Nutrition }) {
  const { i18n } = useLingui();
  const rows = nutrientRows(nutrition.nutrients, nutrition.ri, nutrition.riPercent, i18n.locale);
  if (!rows.length) return null;
  const grams = portionGrams(nutrition.ri);
  const hasPortion = rows.some((row) => row.perPortion);
  const hasPercent = rows.some((row) => row.riPercent);
  const translated = (key: string, name: string) => {
    const id = NUTRIENT_NAMES[key];
    return id ? i18n._(id) : name;
  };
  return (
    <div className="nutrition">
      <table className="nutrition__table">
        {nutrition.nutritionValueHeader ? (
          <caption className="nutrition__caption">{nutrition.nutritionValueHeader}</caption>
        ) : null}
        <thead>
          <tr>
            <th scope="col">{i18n._("product.nutrition.nutrient")}</th>
            <th scope="col">{i18n._("product.nutrition.per-100g")}</th>
            {hasPortion ? (
              <th scope="col">
                {grams ? i18n._("product.nutrition.per-portion", { grams }) : i18n._("product.nutrition.per-portion-plain")}
              </th>
            ) : null}
            {hasPercent ? <th scope="col">{i18n._("product.nutrition.ri")}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.key === "saturates" || row.key === "sugars" ? "nutrition__row--sub" : undefined}>
              <th scope="row">{translated(row.key, row.name)}</th>
              <td>{row.per100g ?? "–"}</td>
              {hasPortion ? <td>{row.perPortion ?? "–"}</td> : null}
              {hasPercent ? <td>{row.riPercent ? `${row.riPercent} %` : "–"}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      {hasPercent ? <p className="nutrition__note">{i18n._("product.nutrition.ri-note")}</p> : null}
    </div>
  );
}
