// Facets (spec 001 §3 "Facet category"): categories with their options, each with its count of hits
// and whether it is chosen. The content search, the recipe search and the locations list answer with
// them.
import * as v from "valibot";

/** A facet category with its options (spec 001 §3 "Facet category"). */
export const FacetCategorySchema = v.object({
  id: v.number(),
  name: v.string(),
  order: v.optional(v.number(), 0),
  facetSubcategories: v.array(
    v.object({
      id: v.number(),
      name: v.string(),
      count: v.optional(v.number(), 0),
      selected: v.optional(v.boolean(), false),
    }),
  ),
});
export type FacetCategory = v.InferOutput<typeof FacetCategorySchema>;
