// A catalogue product on a CMS page (issue 42, spec 000 §2 and 001 §2 "product-page", "variant selectors
// (colour, size) using query param code"): the product page of the CMS, whose product the content
// service resolves from its code, and the colour and size selector blocks, whose variants it resolves
// the same way. The chosen variation is the address's ?code, as on the catalogue's product page.
import * as v from "valibot";
import type { VariationAttribute } from "../rules/shown-variation.ts";
import { ProductSchema } from "./catalogue.ts";

const Text = v.nullish(v.string(), null);
const ProductCode = v.nullish(v.pipe(v.string(), v.trim(), v.regex(/^[\w-]{1,40}$/)), null);

/** A variant a selector offers (spec 001 §3: "Variant items have color, size"). */
export const VariantItemSchema = v.object({
  code: v.string(),
  name: Text,
  color: Text,
  size: Text,
});
export type VariantItem = v.InferOutput<typeof VariantItemSchema>;

/**
 * color-selector-block and size-selector-block: one attribute's choice among a product's variants, the
 * block's type naming which. `title` names the choice ("Colour of the box"), else "Colour" or "Size".
 */
export const variantSelectorBlockSchema = (attribute: VariationAttribute) =>
  v.pipe(
    v.object({
      title: Text,
      productCode: ProductCode,
      variants: v.optional(v.array(VariantItemSchema), []),
    }),
    v.transform((block) => ({ ...block, attribute })),
  );
export type VariantSelectorBlockFields = v.InferOutput<ReturnType<typeof variantSelectorBlockSchema>>;

/**
 * product-page: a CMS page presenting one catalogue product: its heading is the product's name, its
 * lead and body the editor's, its content areas the editor's blocks (the variant selectors among them),
 * and `product` the product as the content service resolved it (null when the code is unknown).
 */
export const ProductContentPageFieldsSchema = v.object({
  productCode: ProductCode,
  product: v.nullish(ProductSchema, null),
});
export type ProductContentPageFields = v.InferOutput<typeof ProductContentPageFieldsSchema>;
