// The recipe's products, rendered by the worker with the page and hydrated from their own chunk
// (a server-rendered part), so the cards' cart code is not in the recipe's first load.
import type { ComponentProps } from "react";
import { ServerRenderedPart, serverRenderedPart } from "../../registry/server-rendered-part.tsx";
import type { RecipeProducts } from "./RecipeProducts.tsx";
import { withCatalogParts } from "../../i18n/i18n.ts";

type Props = ComponentProps<typeof RecipeProducts>;

const products = serverRenderedPart<Props>(
  ["RecipeProducts", withCatalogParts(["cards"], () => import("./RecipeProducts.tsx"))],
  { loads: "when-near" },
);

export function LazyRecipeProducts(props: Props) {
  return <ServerRenderedPart part={products} props={props} />;
}
