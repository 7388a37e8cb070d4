// Types of the product page model's extra fields.
import type * as v from "valibot";
import type { ProductPageMetadataSchema } from "../../../shared/schemas/catalogue.ts";

export type ProductPageMetadata = v.InferOutput<typeof ProductPageMetadataSchema> & { hideProductDetailsTitle?: boolean };
