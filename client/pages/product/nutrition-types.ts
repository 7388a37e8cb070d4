// Nutrition shapes shared by a variation, a product and a package entry.
import type * as v from "valibot";
import type { NutrientSchema, NutritionSchema } from "../../../shared/schemas/catalogue.ts";

export type Nutrient = v.InferOutput<typeof NutrientSchema>;
export type Nutrition = v.InferOutput<typeof NutritionSchema>;
