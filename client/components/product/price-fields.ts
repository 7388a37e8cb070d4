// The price fields shared by a product card and a variation (spec 001 §3), as one type.
import type * as v from "valibot";
import type { PriceSchema } from "../../../shared/schemas/catalogue.ts";

export type PriceFields = v.InferOutput<typeof PriceSchema>;
