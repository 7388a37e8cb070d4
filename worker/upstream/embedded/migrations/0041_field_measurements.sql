-- What shoppers feel and what the worker did, kept in D1 in embedded mode (Analytics Engine holds them
-- in remote mode) for the ops page. Nothing here names a shopper, a visit or an address: times are
-- floored to the minute, and a row holds only the page type and what was measured.
CREATE TABLE IF NOT EXISTS field_measurements (
  id INTEGER PRIMARY KEY,
  recorded_at INTEGER NOT NULL,
  page_type TEXT NOT NULL,
  metric TEXT NOT NULL,
  value REAL NOT NULL,
  navigation_type TEXT NOT NULL,
  connection TEXT NOT NULL,
  target TEXT,
  -- 1 for the ops page's generated demo day, so real and made-up figures are never confused.
  demo INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS field_measurements_by_time ON field_measurements (recorded_at, metric, page_type);

CREATE TABLE IF NOT EXISTS request_records (
  id INTEGER PRIMARY KEY,
  recorded_at INTEGER NOT NULL,
  -- page, page-model, api or other
  kind TEXT NOT NULL,
  page_type TEXT,
  status INTEGER NOT NULL,
  -- X-Cache: HIT, STALE, MISS or BYPASS; null for answers that do not come from the page cache
  cache TEXT,
  upstream_calls INTEGER NOT NULL,
  upstream_ms REAL,
  upstream_status INTEGER,
  demo INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS request_records_by_time ON request_records (recorded_at);
