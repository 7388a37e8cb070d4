// Keeps the content search's FTS5 index in step with the content (decision 053): rebuilt whole when a
// seed set's version changes (the database's first use after a deploy) and after the CMS publishes.
// The sources list is the one place a new kind of content joins the search.
import { SEARCH_KINDS, type SearchDocument, type SearchDocumentSource, contentPageDocuments } from "./search-documents.ts";
import { productDocuments } from "./product-documents.ts";
import { KIND_NAMES, textIn } from "./search-texts.ts";

/** Every kind of content the search finds. Press releases add their table's source here. */
export const SEARCH_DOCUMENT_SOURCES: readonly SearchDocumentSource[] = [contentPageDocuments, productDocuments];

/** Bump when the documents' shape or the way they are built changes, so stored indexes are rebuilt. */
const INDEX_FORMAT = "1";
const STATE_NAME = "search-index";

/** Rebuilds the index when the content it was built from changed; cheap when nothing did. */
export async function keepSearchIndexCurrent(db: D1Database): Promise<void> {
  const version = await contentVersion(db);
  const current = await db.prepare("SELECT version FROM seed_state WHERE name = ?").bind(STATE_NAME).first<{ version: string }>();
  if (current?.version !== version) await rebuildSearchIndex(db, SEARCH_DOCUMENT_SOURCES, version);
}

/** The versions of every seed set, which change whenever seeded content does. */
async function contentVersion(db: D1Database): Promise<string> {
  const { results } = await db
    .prepare("SELECT name, version FROM seed_state WHERE name != ? ORDER BY name")
    .bind(STATE_NAME)
    .all<{ name: string; version: string }>();
  return [INDEX_FORMAT, ...results.map((row) => `${row.name}=${row.version}`)].join(";");
}

/** Replaces the whole index with the sources' documents in one batch: searches never see half of it. */
export async function rebuildSearchIndex(
  db: D1Database,
  sources: readonly SearchDocumentSource[] = SEARCH_DOCUMENT_SOURCES,
  version?: string,
): Promise<number> {
  const documents = (await Promise.all(sources.map((source) => source(db)))).flat();
  const facetIds = await numberFacets(db, documents);
  const statements = [
    db.prepare("DELETE FROM search_text"),
    db.prepare("DELETE FROM search_documents"),
    db.prepare("DELETE FROM search_document_facets"),
    ...documents.flatMap((document, index) => documentStatements(db, document, index + 1, facetIds)),
    db
      .prepare("INSERT OR REPLACE INTO seed_state (name, version, applied_at) VALUES (?, ?, ?)")
      .bind(STATE_NAME, version ?? (await contentVersion(db)), new Date().toISOString()),
  ];
  await db.batch(statements);
  return documents.length;
}

const facetKey = (category: string, code: string) => `${category}:${code}`;

/** Each facet option's number, given once and kept (shared categoryIds links stay good). */
async function numberFacets(db: D1Database, documents: SearchDocument[]): Promise<Map<string, number>> {
  const keys = [
    ...SEARCH_KINDS.map((kind) => facetKey("kind", kind)),
    ...documents.flatMap((document) => (document.facets ?? []).map((facet) => facetKey(facet.category, facet.code))),
  ];
  const unique = [...new Set(keys)];
  await db.batch(unique.map((key) => db.prepare("INSERT OR IGNORE INTO search_facets (facet) VALUES (?)").bind(key)));
  const { results } = await db.prepare("SELECT id, facet FROM search_facets").all<{ id: number; facet: string }>();
  return new Map(results.map((row) => [row.facet, row.id]));
}

function documentStatements(db: D1Database, document: SearchDocument, id: number, facetIds: Map<string, number>) {
  const facets = [
    { key: facetKey("kind", document.kind), name: textIn(KIND_NAMES[document.kind], document.language) },
    ...(document.facets ?? []).map((facet) => ({ key: facetKey(facet.category, facet.code), name: facet.name })),
  ];
  return [
    db
      .prepare(
        `INSERT INTO search_documents (id, language, kind, content_id, url, title, topic, image, description, published_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        id,
        document.language,
        document.kind,
        document.contentId,
        document.url,
        document.title,
        document.topic,
        document.image ? JSON.stringify(document.image) : null,
        document.description,
        document.publishedAt,
      ),
    db
      .prepare("INSERT INTO search_text (rowid, title, topic, body) VALUES (?, ?, ?, ?)")
      .bind(id, document.title, document.topic ?? "", document.body),
    ...facets.map((facet) =>
      db
        .prepare("INSERT OR IGNORE INTO search_document_facets (document_id, facet_id, name) VALUES (?, ?, ?)")
        .bind(id, facetIds.get(facet.key)!, facet.name),
    ),
  ];
}
