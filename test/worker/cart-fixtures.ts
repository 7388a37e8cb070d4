// Variations for cart tests, picked from the seeded catalogue by their properties (not by code, so
// the tests survive seed edits), and a valid custom tablet design.
import { env } from "cloudflare:test";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";

export type PickedVariation = {
  code: string;
  price: number;
  discounted_price: number | null;
  stock: number;
  weight_grams: number | null;
};

const pick = async (where: string): Promise<PickedVariation> => {
  const found = await env.DB.prepare(
    `SELECT code, price, discounted_price, stock, weight_grams FROM catalogue_variations WHERE ${where} ORDER BY sort_order, code LIMIT 1`,
  ).first<PickedVariation>();
  if (!found) throw new Error(`The seed has no variation where ${where}`);
  return found;
};

const BUYABLE = "product_type = 'Default' AND price > 0";

export async function pickVariations() {
  await ensureDatabase(env.DB);
  return {
    plenty: await pick(`${BUYABLE} AND stock >= 100 AND discounted_price IS NULL AND weight_grams > 0`),
    discounted: await pick(`${BUYABLE} AND stock >= 10 AND discounted_price IS NOT NULL AND discounted_price < price`),
    low: await pick(`${BUYABLE} AND stock BETWEEN 2 AND 20`),
    soldOut: await pick(`${BUYABLE} AND stock = 0`),
    tablet: await pick("product_type = 'CustomTablet' AND stock > 10"),
  };
}

export const goodTablet = (flavour: string) => ({
  flavour,
  frontText: "Happy birthday!",
  backText: "Dear Aino,\nall the best for your day.",
  signature: "Mikko",
  name: "Aino Virtanen",
  address: "Mannerheimintie 1 A 2",
  postalCode: "00100",
  city: "Helsinki",
  countryCode: "FIN",
  phone: "+358401234567",
});

export const cents = (euros: number) => Math.round(euros * 100);
export const json = <T>(response: Response) => response.json<T>();
