// Small builders that keep the product seed files compact.
import type { SeedVariation, Texts } from "./types.ts";

export const t = (fi: string, en: string, sv: string): Texts => ({ fi, en, sv });

/** A product image drawn in public/images/products (served resized under /media): one drawing per family, one file per colour. */
export const img = (family: "tablet" | "box" | "tin" | "bag" | "hamper" | "custom", colour: string) =>
  `/media/products/${family}-${colour}.webp`;

/** A variation; size "100 g" also gives its weight unless weightGrams is set. */
export const variation = (
  code: string,
  fields: Omit<SeedVariation, "code" | "weightGrams"> & { weightGrams?: number },
): SeedVariation => ({
  code,
  weightGrams: fields.weightGrams ?? Number.parseInt(fields.size ?? "0", 10),
  ...fields,
});
