// The products a recipe uses, as product cards (or the compact list the editor may choose): below the
// fold, so LazyRecipeProducts loads this code after the page's first load.
import { useLingui } from "@lingui/react";
import type { ProductCard } from "../../../shared/schemas/catalogue.ts";
import { RelatedProducts } from "../../components/product/RelatedProducts.tsx";

/** Analytics names the list in one language, so reports group it across languages. */
const RECIPE_PRODUCTS_LIST = { id: "recipe-products", name: "Recipe products" };

export function RecipeProducts({ cards, display }: { cards: readonly ProductCard[]; display: "cards" | "list" }) {
  const { i18n } = useLingui();
  return <RelatedProducts cards={cards} display={display} heading={i18n._("recipe.products")} list={RECIPE_PRODUCTS_LIST} />;
}
