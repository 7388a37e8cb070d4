// The one seed loader of the embedded backend: writes a named demo data set into D1 in one batch when
// its version differs from the one recorded in seed_state, so an unchanged seed is never reloaded.
interface SeedTable {
  table: string;
  columns: readonly string[];
  rows: readonly unknown[][];
}

export interface SeedSet {
  /** The seed_state row that records the version. */
  name: string;
  version: string;
  /**
   * "replace": the tables hold only seed data, so they are emptied and refilled.
   * "keep": shoppers change these rows (gift card balances), so existing rows are kept as they are.
   */
  mode: "replace" | "keep";
  tables: readonly SeedTable[];
}

/** D1 allows at most 100 bound parameters in one statement. */
const MAX_PARAMETERS = 100;

/** Writes the set when its version changed; one batch, so a failure leaves the old data whole. */
export async function applySeedSet(db: D1Database, set: SeedSet): Promise<void> {
  const current = await db.prepare("SELECT version FROM seed_state WHERE name = ?").bind(set.name).first<{ version: string }>();
  if (current?.version === set.version) return;
  const verb = set.mode === "replace" ? "INSERT" : "INSERT OR IGNORE";
  await db.batch([
    ...(set.mode === "replace" ? set.tables.map(({ table }) => db.prepare(`DELETE FROM ${table}`)) : []),
    ...set.tables.flatMap((table) => inserts(db, verb, table)),
    db
      .prepare("INSERT OR REPLACE INTO seed_state (name, version, applied_at) VALUES (?, ?, ?)")
      .bind(set.name, set.version, new Date().toISOString()),
  ]);
}

function inserts(db: D1Database, verb: string, { table, columns, rows }: SeedTable): D1PreparedStatement[] {
  const perStatement = Math.floor(MAX_PARAMETERS / columns.length);
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const values = chunk.map(() => `(${columns.map(() => "?").join(", ")})`).join(", ");
    statements.push(db.prepare(`${verb} INTO ${table} (${columns.join(", ")}) VALUES ${values}`).bind(...chunk.flat()));
  }
  return statements;
}

/** A 32-bit FNV-1a hash of a data set's JSON, as 8 hex digits: the version of data without one. */
export function fingerprint(data: unknown): string {
  const text = JSON.stringify(data);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}
