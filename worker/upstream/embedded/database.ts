// Prepares the embedded backend's D1 database on first use in an isolate: applies the migrations
// (recorded in d1_migrations, as wrangler does) and loads the demo seed when its version changed.
import { applyCatalogueSeed } from "./catalogue/seed-loader.ts";
import { applyCheckoutSeed } from "./checkout/seed.ts";
import { seed } from "./seed/index.ts";

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

function statements(sql: string): string[] {
  return sql
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.replace(/^\s*--.*$/gm, "").trim())
    .filter(Boolean);
}

async function prepare(db: D1Database) {
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
      ...statements(migration.sql).map((statement) => db.prepare(statement)),
      db.prepare("INSERT OR IGNORE INTO d1_migrations (name) VALUES (?)").bind(migration.name),
    ]);
  }
  await applySeed(db);
  await applyCatalogueSeed(db);
  await applyCheckoutSeed(db);
}

async function applySeed(db: D1Database) {
  const current = await db.prepare("SELECT version FROM seed_state WHERE name = 'content'").first<{ version: string }>();
  if (current?.version === seed.version) return;
  const json = (value: unknown) => JSON.stringify(value);
  await db.batch([
    db.prepare("DELETE FROM content"),
    db.prepare("DELETE FROM blocks"),
    db.prepare("DELETE FROM menus"),
    db.prepare("DELETE FROM site_settings"),
    ...seed.pages.map((page) =>
      db
        .prepare(
          "INSERT INTO content (id, language, url, translation_key, parent_id, sort_order, content_type, name, published_at, changed_at, fields) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(
          page.id,
          page.language,
          page.url.toLowerCase(),
          page.translationKey,
          page.parentId,
          page.sortOrder,
          json(page.contentType),
          page.name,
          page.publishedAt ?? null,
          page.changedAt,
          json(page.fields),
        ),
    ),
    ...seed.blocks.map((block) =>
      db
        .prepare("INSERT INTO blocks (id, language, content_type, name, fields) VALUES (?, ?, ?, ?, ?)")
        .bind(block.id, block.language, json(block.contentType), block.name, json(block.fields)),
    ),
    ...seed.menus.map((menu) =>
      db.prepare("INSERT INTO menus (language, menu, items) VALUES (?, ?, ?)").bind(menu.language, menu.menu, json(menu.items)),
    ),
    ...seed.settings.map((settings) =>
      db.prepare("INSERT INTO site_settings (language, settings) VALUES (?, ?)").bind(settings.language, json(settings)),
    ),
    db
      .prepare("INSERT OR REPLACE INTO seed_state (name, version, applied_at) VALUES ('content', ?, ?)")
      .bind(seed.version, new Date().toISOString()),
  ]);
}
