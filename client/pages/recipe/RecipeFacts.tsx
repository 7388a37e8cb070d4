// What a cook checks first: how much the recipe makes, and its preparation and cooking times.
import { useLingui } from "@lingui/react";
import type { RecipeModel } from "./recipe-json-ld.ts";
import { durationParts } from "./recipe-duration.ts";
import { countValues } from "../../../shared/rules/locale.ts";

function useDurationText() {
  const { i18n } = useLingui();
  return (duration: string | null) => {
    const parts = duration ? durationParts(duration) : null;
    if (!parts) return null;
    if (!parts.hours) return i18n._("recipe.time.minutes", { minutes: parts.minutes });
    const { form, countText } = countValues(parts.minutes, i18n.locale);
    return i18n._("recipe.time.hours", { hours: parts.hours, form, countText });
  };
}

export function RecipeFacts({ recipe }: { recipe: RecipeModel }) {
  const { i18n } = useLingui();
  const durationText = useDurationText();
  const facts = [
    [i18n._("recipe.portion-size"), recipe.portionSize],
    [i18n._("recipe.preparation-time"), durationText(recipe.seoPreparationTime)],
    [i18n._("recipe.cook-time"), durationText(recipe.seoCookTime)],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  if (!facts.length) return null;
  return (
    <dl className="recipe__facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
