// The framework floor's page: a content page with a heading and no blocks, added to the bench's own
// embedded backend, so the same shell (header, footer, menus) hydrates around nothing. What a page
// costs beyond it is what its own content costs.
import { FLOOR_PAGE } from "./lighthouse.mjs";

/** The floor's page sits beside the English start page's children, with no content in its area. */
export async function addFloorPage({ miniflare, origin }) {
  // The embedded backend seeds itself on the first page request.
  const seeded = await fetch(`${origin}/en`);
  if (!seeded.ok) throw new Error(`/en answered ${seeded.status}`);
  const db = await miniflare.getD1Database("DB");
  const story = await db.prepare("SELECT parent_id FROM content WHERE url = '/en/our-story'").first();
  const path = FLOOR_PAGE[1];
  await db
    .prepare(
      `INSERT OR REPLACE INTO content (id, language, url, translation_key, parent_id, sort_order, content_type, name, published_at, changed_at, fields)
       VALUES (999001, 'en', ?, 'framework-floor', ?, 999, '["Page","Landing"]', 'Framework floor', ?, ?, '{"mainContentArea":[]}')`,
    )
    .bind(path, story?.parent_id ?? null, new Date().toISOString(), new Date().toISOString())
    .run();
  const page = await fetch(`${origin}${path}`);
  if (!page.ok) throw new Error(`the floor's page ${path} answered ${page.status}`);
}
