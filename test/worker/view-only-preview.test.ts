// The view-only preview (spec 000 §1): an editor with a valid preview token who asks for
// `?epieditmode=false` sees the drafts as visitors will see them (no edit hooks), past the cache and
// never stored; anybody else asking for it is an ordinary visitor served from the cache.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { PageModel } from "../../shared/schemas/page-model.ts";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { json } from "./cart-fixtures.ts";
import { editorHeaders } from "./editor-credentials.ts";
import { html, request } from "./helpers.ts";

const CLUB_BENEFITS = 5151;
const DRAFT_HEADING = "Benefits for members, as drafted";

beforeAll(async () => {
  await ensureDatabase(env.DB);
  const block = await env.DB.prepare("SELECT fields FROM blocks WHERE id = ?").bind(CLUB_BENEFITS).first<{ fields: string }>();
  const fields = { ...JSON.parse(block!.fields), heading: DRAFT_HEADING };
  await env.DB.prepare("INSERT OR REPLACE INTO block_drafts (block_id, fields, saved_at, saved_by) VALUES (?, ?, ?, ?)")
    .bind(CLUB_BENEFITS, JSON.stringify(fields), new Date().toISOString(), "editor@kaarna.example")
    .run();
});

const content = (query: string, init: RequestInit = {}) => request(`/api/cda/content?contentUrl=/en/kaarna-club${query}`, init);

describe("the view-only preview", () => {
  it("gives an editor the drafts with the preview boolean, past the cache", async () => {
    const response = await content("&epieditmode=false", { headers: await editorHeaders() });
    expect(response.headers.get("x-cache")).toBe("BYPASS");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const model = await json<PageModel>(response);
    expect(model).toMatchObject({ previewMode: true, editMode: false });
    expect(JSON.stringify(model.mainContentArea)).toContain(DRAFT_HEADING);
  });

  it("renders the drafts as visitors will see them: no edit hooks, never reused", async () => {
    const { response, text } = await html("/en/kaarna-club?epieditmode=false", { headers: await editorHeaders() });
    expect(response.headers.get("x-cache")).toBe("BYPASS");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(text).toContain(DRAFT_HEADING);
    expect(text).not.toContain("data-epi-");
  });

  it("keeps edit mode's hooks to edit mode", async () => {
    const { text } = await html("/en/kaarna-club?epieditmode=true", { headers: await editorHeaders() });
    expect(text).toContain(DRAFT_HEADING);
    expect(text).toContain("data-epi-block-id");
  });

  it("is an ordinary visitor's published page without an editor's token", async () => {
    await request("/en/kaarna-club");
    const response = await content("&epieditmode=false");
    expect(response.headers.get("x-cache")).toBe("HIT");
    const model = await json<PageModel>(response);
    expect(model.previewMode).toBe(false);
    expect(JSON.stringify(model)).not.toContain(DRAFT_HEADING);
  });
});
