// Runs before every worker test file. The files share one workerd and one module graph (isolate is
// off in vitest.config.ts: a workerd per file spent most of the run starting and importing), so
// this gives each file what a workerd of its own would: the worker's modules evaluated afresh, an
// empty database (migrated and seeded again on its first use), an empty page cache and its own edge
// cache. A file may then assume the seed as it is shipped, whatever ran before it.
import { env } from "cloudflare:test";
import { vi } from "vitest";

vi.resetModules();

/** The Cache API cannot delete a cache here, so each file opens caches under names of its own. */
const runWide = globalThis as { openSharedCache?: CacheStorage["open"] };
runWide.openSharedCache ??= caches.open.bind(caches);
const openShared = runWide.openSharedCache;
const fileName = crypto.randomUUID();
caches.open = (name) => openShared(`${name}:${fileName}`);

async function tablesOf(db: D1Database) {
  const { results } = await db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'")
    .all<{ name: string; sql: string }>();
  // A virtual table (the search index) drops its own shadow tables, so those are left to it.
  const virtual = results.filter((table) => /^CREATE VIRTUAL/i.test(table.sql)).map((table) => table.name);
  return results.map((table) => table.name).filter((name) => !virtual.some((owner) => name.startsWith(`${owner}_`)));
}

/** Drops every table, the newest first; one still referenced by another is dropped in the next round. */
async function emptyDatabase(db: D1Database) {
  for (let round = 0; round < 10; round++) {
    const tables = (await tablesOf(db)).reverse();
    if (!tables.length) return;
    for (const name of tables)
      await db
        .prepare(`DROP TABLE "${name}"`)
        .run()
        .catch(() => undefined);
  }
  throw new Error(`The worker tests' database could not be emptied: ${(await tablesOf(db)).join(", ")}`);
}

async function emptyNamespace(kv: KVNamespace) {
  let cursor: string | undefined;
  do {
    const page = await kv.list({ cursor });
    await Promise.all(page.keys.map((key) => kv.delete(key.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}

await Promise.all([emptyDatabase(env.DB), emptyNamespace(env.PAGE_MODELS)]);
