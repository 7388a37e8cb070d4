// The catalogue read per request (issue 14) on real local D1: each scope loads just the products a
// request needs, with their variations and package items, never the whole catalogue.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue } from "../../worker/upstream/embedded/catalogue/catalogue-query.ts";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";

const codes = async (sql: string, ...values: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...values)
      .all<{ code: string }>()
  ).results
    .map((row) => row.code)
    .sort();

beforeAll(() => ensureDatabase(env.DB));

describe("loadCatalogue", () => {
  it("reads a category's listing: the products of it and its descendants only", async () => {
    // A category with sub-categories, below the root one if there is such a category.
    const [top] = await env.DB.prepare(
      "SELECT c.code FROM catalogue_categories c WHERE EXISTS (SELECT 1 FROM catalogue_categories s WHERE s.parent_code = c.code) ORDER BY c.parent_code IS NULL, c.code LIMIT 1",
    )
      .all<{ code: string }>()
      .then((result) => result.results.map((row) => row.code));
    const expected = await codes(
      `WITH RECURSIVE tree(code) AS (SELECT ? UNION SELECT c.code FROM catalogue_categories c JOIN tree ON c.parent_code = tree.code)
       SELECT code FROM catalogue_products WHERE category_code IN (SELECT code FROM tree)`,
      top,
    );
    const all = await codes("SELECT code FROM catalogue_products");
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    const catalogue = await loadCatalogue(env.DB, "en", { listing: { category: top } });
    expect(catalogue.products.map((product) => product.code).sort()).toEqual(expected);
    expect(catalogue.products.every((product) => product.variations.length > 0)).toBe(true);
    expect(catalogue.categories.length).toBeGreaterThanOrEqual(8);
  });

  it("reads a brand's listing across categories", async () => {
    const [brand = ""] = await codes(
      "SELECT brand_code AS code FROM catalogue_products GROUP BY brand_code ORDER BY COUNT(*) LIMIT 1",
    );
    const catalogue = await loadCatalogue(env.DB, "fi", { listing: { brand } });
    expect(catalogue.products.map((product) => product.code).sort()).toEqual(
      await codes("SELECT code FROM catalogue_products WHERE brand_code = ?", brand),
    );
  });

  it("reads a package's product page with its included items and related products, nothing else", async () => {
    const [pack = ""] = await codes(
      "SELECT DISTINCT v.product_code AS code FROM catalogue_package_items i JOIN catalogue_variations v ON v.code = i.variation_code LIMIT 1",
    );
    const included = await codes(
      "SELECT DISTINCT i.item_product_code AS code FROM catalogue_package_items i JOIN catalogue_variations v ON v.code = i.variation_code WHERE v.product_code = ?",
      pack,
    );
    const related = await codes(
      "SELECT value AS code FROM json_each((SELECT related FROM catalogue_products WHERE code = ?))",
      pack,
    );
    const catalogue = await loadCatalogue(env.DB, "sv", { productPage: pack });
    expect(catalogue.products.map((product) => product.code).sort()).toEqual(
      [...new Set([pack, ...included, ...related])].sort(),
    );
    const own = catalogue.product(pack)!;
    expect(own.variations.flatMap((variation) => variation.includes.map((item) => item.productCode)).sort()).toEqual(included);
  });

  it("reads exactly the given codes, and none for none", async () => {
    const some = (await codes("SELECT code FROM catalogue_products")).slice(0, 3);
    expect((await loadCatalogue(env.DB, "en", { codes: some })).products.map((product) => product.code).sort()).toEqual(some);
    expect((await loadCatalogue(env.DB, "en", { codes: [] })).products).toEqual([]);
  });
});
