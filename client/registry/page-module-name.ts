// Which page module renders a page model: the last contentType in kebab case, except that a product
// whose variations are custom tablets gets the designer (spec 001 §2), a module of its own so standard
// product pages do not ship it.
import { moduleNameOf } from "../../shared/rules/content-type.ts";
import type { PageModel } from "../../shared/schemas/page-model.ts";

type MaybeProduct = { product?: { variations?: { productType?: string }[] } };

export function pageModuleName(model: PageModel): string {
  const name = moduleNameOf(model.contentType);
  const variations = (model as PageModel & MaybeProduct).product?.variations ?? [];
  if (name === "product" && variations.some((variation) => variation.productType === "CustomTablet")) return "custom-tablet";
  return name;
}
