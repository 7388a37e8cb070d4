// The embedded backend's database preparation on real local D1: migrations recorded as wrangler
// records them, applied whole, and the one seed loader's replace and keep modes.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import oneLinePerCode from "../../worker/upstream/embedded/migrations/0005_one_line_per_code.sql?raw";
import { applySeedSet, type SeedSet } from "../../worker/upstream/embedded/seed-loader.ts";
import { splitStatements } from "../../worker/upstream/embedded/sql-statements.ts";

const MIGRATION_FILES = Object.keys(import.meta.glob("../../worker/upstream/embedded/migrations/*.sql"))
  .map((path) => path.split("/").at(-1)!)
  .sort();

beforeAll(() => ensureDatabase(env.DB));

describe("migrations", () => {
  it("records every migration file once in d1_migrations, by file name, as wrangler does", async () => {
    const { results } = await env.DB.prepare("SELECT name FROM d1_migrations ORDER BY id").all<{ name: string }>();
    expect(results.map((row) => row.name)).toEqual(MIGRATION_FILES);
    expect(MIGRATION_FILES).toContain("0005_one_line_per_code.sql");
  });

  it("created the objects of statements that span lines and carry comments", async () => {
    const { results } = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE name IN ('commerce_line_items_one_per_code', 'commerce_shipments_default', 'seed_state')",
    ).all<{ name: string }>();
    expect(results.map((row) => row.name).sort()).toEqual([
      "commerce_line_items_one_per_code",
      "commerce_shipments_default",
      "seed_state",
    ]);
  });
});

describe("migration 0005", () => {
  it("merges duplicate lines into the oldest before the unique index, leaving tablet lines alone", async () => {
    await env.DB.prepare("DROP INDEX commerce_line_items_one_per_code").run();
    const anonymousId = crypto.randomUUID();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO commerce_carts (anonymous_id, created_at, updated_at) VALUES (?1, '', '')").bind(anonymousId),
      env.DB.prepare(
        "INSERT INTO commerce_shipments (cart_id, is_default) SELECT id, 1 FROM commerce_carts WHERE anonymous_id = ?",
      ).bind(anonymousId),
    ]);
    const ids = (await env.DB.prepare(
      "SELECT c.id AS cart, s.id AS shipment FROM commerce_carts c JOIN commerce_shipments s ON s.cart_id = c.id WHERE c.anonymous_id = ?",
    )
      .bind(anonymousId)
      .first<{ cart: number; shipment: number }>())!;
    const line = (code: string, quantity: number, tablet: string | null = null) =>
      env.DB.prepare(
        "INSERT INTO commerce_line_items (cart_id, shipment_id, code, quantity, custom_tablet) VALUES (?, ?, ?, ?, ?)",
      ).bind(ids.cart, ids.shipment, code, quantity, tablet);
    await env.DB.batch([line("A", 1), line("A", 2), line("B", 5), line("A", 3), line("T", 1, "{}"), line("T", 1, "{}")]);

    await env.DB.batch(splitStatements(oneLinePerCode).map((statement) => env.DB.prepare(statement)));

    const { results } = await env.DB.prepare("SELECT code, quantity FROM commerce_line_items WHERE cart_id = ? ORDER BY id")
      .bind(ids.cart)
      .all<{ code: string; quantity: number }>();
    expect(results.map((row) => [row.code, row.quantity])).toEqual([
      ["A", 6],
      ["B", 5],
      ["T", 1],
      ["T", 1],
    ]);
    await expect(line("A", 1).run()).rejects.toThrow(/UNIQUE/);
  });
});

const demo = (version: string, mode: SeedSet["mode"], rows: unknown[][]): SeedSet => ({
  name: `test-${mode}`,
  version,
  mode,
  tables: [{ table: "seed_demo", columns: ["code", "value"], rows }],
});

describe("seed loader", () => {
  beforeAll(async () => {
    await env.DB.prepare("CREATE TABLE IF NOT EXISTS seed_demo (code TEXT PRIMARY KEY, value INTEGER)").run();
  });
  const values = async () =>
    (await env.DB.prepare("SELECT code, value FROM seed_demo ORDER BY code").all<{ code: string; value: number }>()).results.map(
      (row) => [row.code, row.value],
    );

  it("replaces a table on a new version, leaves it alone on the same one, and chunks past D1's 100 parameters", async () => {
    await env.DB.prepare("DELETE FROM seed_demo").run();
    const many = Array.from({ length: 120 }, (_, index) => [`c${String(index).padStart(3, "0")}`, index]);
    await applySeedSet(env.DB, demo("v1", "replace", many));
    expect(await values()).toHaveLength(120);
    await env.DB.prepare("UPDATE seed_demo SET value = -1 WHERE code = 'c000'").run();
    await applySeedSet(env.DB, demo("v1", "replace", many));
    expect((await values())[0]).toEqual(["c000", -1]);
    await applySeedSet(env.DB, demo("v2", "replace", [["only", 1]]));
    expect(await values()).toEqual([["only", 1]]);
  });

  it("keeps rows shoppers changed in keep mode and adds the new ones", async () => {
    await env.DB.prepare("DELETE FROM seed_demo").run();
    await applySeedSet(env.DB, demo("k1", "keep", [["card", 100]]));
    await env.DB.prepare("UPDATE seed_demo SET value = 40 WHERE code = 'card'").run();
    await applySeedSet(
      env.DB,
      demo("k2", "keep", [
        ["card", 100],
        ["new", 5],
      ]),
    );
    expect(await values()).toEqual([
      ["card", 40],
      ["new", 5],
    ]);
  });
});
