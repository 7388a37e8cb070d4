// Keeps the content search's FTS5 index in step with the content: rebuilt whole when a
// seed set's version changes (the database's first use after a deploy) and after the CMS publishes.
// The sources list is the one place a new kind of content joins the search.
import { applySeedSet, type SeedSet } from "../seed-loader.ts";
import { SEARCH_KINDS, type SearchDocument, type SearchDocumentSource, contentPageDocuments } from "./search-documents.ts";
import { productDocuments } from "./product-documents.ts";
import { KIND_NAMES, textIn } from "./search-texts.ts";
import { pressReleaseDocuments } from "./press-release-documents.ts";

/** Every kind of content the search finds: the CMS's pages, the catalogue's products, the news provider's releases. */
export const SEARCH_DOCUMENT_SOURCES: readonly SearchDocumentSource[] = [
  contentPageDocuments,
  productDocuments,
  pressReleaseDocuments,
];

/** Bump when the documents' shape or the way they are built changes, so stored indexes are rebuilt. */
const INDEX_FORMAT = "1";
const STATE_NAME = "search-index";
/** D1 binds at most 100 parameters to a statement. */
const MAX_PARAMETERS = 100;

/** Rebuilds the index when the content it was built from changed; one cheap read when nothing did. */
export async function keepSearchIndexCurrent(db: D1Database): Promise<void> {
  await applySeedSet(db, await indexSet(db, SEARCH_DOCUMENT_SOURCES, await contentVersion(db)));
}

/**
 * Rebuilds the index now (after a publish changed the content but no seed). The one seed loader
 * writes it: the old rows go and the new ones come in one batch, so a search never sees half of it.
 */
export async function rebuildSearchIndex(
  db: D1Database,
  sources: readonly SearchDocumentSource[] = SEARCH_DOCUMENT_SOURCES,
): Promise<number> {
  // Forgotten first, so the set is read whole (and a failure below leaves it to the next start).
  await db.prepare("DELETE FROM seed_state WHERE name = ?").bind(STATE_NAME).run();
  const set = await indexSet(db, sources, await contentVersion(db));
  await applySeedSet(db, set);
  return set.tables[0]!.rows.length;
}

/** The versions of every seed set, which change whenever seeded content does. */
async function contentVersion(db: D1Database): Promise<string> {
  const { results } = await db
    .prepare("SELECT name, version FROM seed_state WHERE name != ? ORDER BY name")
    .bind(STATE_NAME)
    .all<{ name: string; version: string }>();
  return [INDEX_FORMAT, ...results.map((row) => `${row.name}=${row.version}`)].join(";");
}

/** The index as a seed set; the documents are read only when the stored version differs. */
async function indexSet(db: D1Database, sources: readonly SearchDocumentSource[], version: string): Promise<SeedSet> {
  const current = await db.prepare("SELECT version FROM seed_state WHERE name = ?").bind(STATE_NAME).first<{ version: string }>();
  const documents = current?.version === version ? [] : (await Promise.all(sources.map((source) => source(db)))).flat();
  const facetIds = documents.length ? await numberFacets(db, documents) : new Map<string, number>();
  const numbered = documents.map((document, index) => ({ id: index + 1, document }));
  return {
    name: STATE_NAME,
    version,
    mode: "replace",
    tables: [
      {
        table: "search_documents",
        columns: ["id", "language", "kind", "content_id", "url", "title", "topic", "image", "description", "published_at"],
        rows: numbered.map(({ id, document: d }) => [
          id,
          d.language,
          d.kind,
          d.contentId,
          d.url,
          d.title,
          d.topic,
          d.image ? JSON.stringify(d.image) : null,
          d.description,
          d.publishedAt,
        ]),
      },
      {
        table: "search_text",
        columns: ["rowid", "title", "topic", "body"],
        rows: numbered.map(({ id, document }) => [id, document.title, document.topic ?? "", document.body]),
      },
      {
        table: "search_document_facets",
        columns: ["document_id", "facet_id", "name"],
        rows: numbered.flatMap(({ id, document }) =>
          facetsOf(document).map((facet) => [id, facetIds.get(facet.key)!, facet.name]),
        ),
      },
    ],
  };
}

const facetKey = (category: string, code: string) => `${category}:${code}`;

/** A document's facet options: its kind, named in its language, and its own (a product's type). */
function facetsOf(document: SearchDocument) {
  return [
    { key: facetKey("kind", document.kind), name: textIn(KIND_NAMES[document.kind], document.language) },
    ...(document.facets ?? []).map((facet) => ({ key: facetKey(facet.category, facet.code), name: facet.name })),
  ];
}

/** Each facet option's number, given once and kept (shared categoryIds links stay good). */
async function numberFacets(db: D1Database, documents: SearchDocument[]): Promise<Map<string, number>> {
  const keys = [
    ...new Set([
      ...SEARCH_KINDS.map((kind) => facetKey("kind", kind)),
      ...documents.flatMap((d) => facetsOf(d).map((f) => f.key)),
    ]),
  ];
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < keys.length; start += MAX_PARAMETERS) {
    const chunk = keys.slice(start, start + MAX_PARAMETERS);
    statements.push(
      db.prepare(`INSERT OR IGNORE INTO search_facets (facet) VALUES ${chunk.map(() => "(?)").join(", ")}`).bind(...chunk),
    );
  }
  await db.batch(statements);
  const { results } = await db.prepare("SELECT id, facet FROM search_facets").all<{ id: number; facet: string }>();
  return new Map(results.map((row) => [row.facet, row.id]));
}
