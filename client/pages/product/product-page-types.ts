// Types of the product page model's extra fields.
import type * as v from "valibot";
import type { ProductPageMetadataSchema } from "../../../shared/schemas/catalogue.ts";

export type ProductPageMetadata = v.InferOutput<typeof ProductPageMetadataSchema> & { hideProductDetailsTitle?: boolean };
/** How related products and items are laid out (productPageMetadata's display options). */
export type RelatedDisplay = ProductPageMetadata["relatedProductsDisplayOption"];
