// Tables the worker keeps in D1 for itself (members' sessions, sign-in transactions, publish notices),
// created on first use in each isolate: remote deployments need them too, and the embedded backend's
// migrations run only in embedded mode.

const ready = new WeakMap<D1Database, Map<string, Promise<unknown>>>();

/** Resolves once the table of this CREATE TABLE IF NOT EXISTS statement exists; retried after a failure. */
export function ensureWorkerTable(db: D1Database, statement: string): Promise<unknown> {
  let tables = ready.get(db);
  if (!tables) {
    tables = new Map();
    ready.set(db, tables);
  }
  let table = tables.get(statement);
  if (!table) {
    table = db
      .prepare(statement)
      .run()
      .catch((error) => {
        tables.delete(statement);
        throw error;
      });
    tables.set(statement, table);
  }
  return table;
}
