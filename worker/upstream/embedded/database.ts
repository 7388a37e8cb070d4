// Prepares the embedded backend's D1 database on first use in an isolate: applies the migrations
// (recorded in d1_migrations as `wrangler d1 migrations apply` records them, so both stay usable) and
// loads each demo seed set whose version changed.
import { productPageSeedSet } from "./catalogue/product-pages.ts";
import { reviewSeedSet } from "./catalogue/reviews.ts";
import { catalogueSeedSet } from "./catalogue/seed-set.ts";
import { checkoutSeedSet } from "./checkout/seed.ts";
import { pressReleaseSeedSet } from "./press-releases/seed/index.ts";
import { contentSeedSet } from "./seed/seed-set.ts";
import { keepSearchIndexCurrent } from "./search/search-index.ts";
import { applySeedSet } from "./seed-loader.ts";
import { splitStatements } from "./sql-statements.ts";

const migrations = Object.entries(
  import.meta.glob<string>("./migrations/*.sql", { query: "?raw", import: "default", eager: true }),
)
  .map(([path, sql]) => ({ name: path.split("/").at(-1)!, sql }))
  .sort((a, b) => a.name.localeCompare(b.name));

const ready = new WeakMap<D1Database, Promise<void>>();

/** Resolves once the database has every migration and the current seed; retried after a failure. */
export function ensureDatabase(db: D1Database): Promise<void> {
  let promise = ready.get(db);
  if (!promise) {
    promise = prepare(db).catch((error) => {
      ready.delete(db);
      throw error;
    });
    ready.set(db, promise);
  }
  return promise;
}

async function prepare(db: D1Database) {
  await applyMigrations(db);
  for (const set of [
    contentSeedSet(),
    await catalogueSeedSet(),
    reviewSeedSet(),
    productPageSeedSet(),
    await checkoutSeedSet(),
    pressReleaseSeedSet(),
  ])
    await applySeedSet(db, set);
  await keepSearchIndexCurrent(db);
}

/** Each pending migration in one batch with its d1_migrations row: it applies whole or not at all. */
async function applyMigrations(db: D1Database) {
  // The same table wrangler creates, so `wrangler d1 migrations list/apply` sees what ran here.
  await db
    .prepare(
      "CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP)",
    )
    .run();
  const applied = new Set(
    (await db.prepare("SELECT name FROM d1_migrations").all<{ name: string }>()).results.map((row) => row.name),
  );
  for (const migration of migrations) {
    if (applied.has(migration.name)) continue;
    await db.batch([
      ...splitStatements(migration.sql).map((statement) => db.prepare(statement)),
      // OR IGNORE: another isolate may have applied the same migration a moment ago.
      db.prepare("INSERT OR IGNORE INTO d1_migrations (name) VALUES (?)").bind(migration.name),
    ]);
  }
}
