// The embedded CMS's editor (issue 11): sign-in, an editor page that frames a page in
// preview, saves block drafts and publishes them, then calls the site's publish webhook. Served only
// in embedded mode, under /cms, outside the shop's routes; the real CMS does all of this in production.
import { type Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import * as v from "valibot";
import type { Env } from "../../../env.ts";
import { configuredSecret, hmacSign, toHex } from "../../../editor/hmac.ts";
import { issuePreviewToken } from "../../../editor/preview-token.ts";
import { loadBlocks } from "../content/page-model-builder.ts";
import { clientAddress, signInLimits } from "../sign-in-limits.ts";
import { contentRepository } from "../content/repository.ts";
import { type EditableBlock, editorPage, signInPage } from "./cms-pages.ts";
import { rebuildSearchIndex } from "../search/search-index.ts";
import { type Editor, editorStore } from "./editor-store.ts";

/** What the worker lends the CMS for one request: its in-process dispatch, so publishing reaches the webhook. */
export interface CmsProps {
  dispatch?: (request: Request) => Promise<Response>;
}

type CmsBindings = { Bindings: Env; Variables: { editor: Editor } };

const CMS_COOKIE = "__Host-kaarna-cms";
const EDITABLE_FIELDS = ["heading", "title"] as const;
const DraftSchema = v.object({
  field: v.picklist(EDITABLE_FIELDS),
  value: v.pipe(v.string(), v.trim(), v.minLength(1, "The text is empty."), v.maxLength(200, "The text is over 200 characters.")),
});

const nonceOf = (c: Context) => c.req.header("x-csp-nonce") ?? "";
const siteOrigin = (c: Context) => c.req.header("x-site-origin") ?? "http://localhost";
/** Where the CMS's own pages are: the site's origin in embedded mode, its own as a worker of its own. */
const pagesOrigin = (c: Context) => c.req.header("x-pages-origin") ?? siteOrigin(c);
const noStore = (c: Context) => c.header("Cache-Control", "private, no-store");

/** The CMS page's calls send JSON (their origin is checked for every write, above the routes). */
function isJson(c: Context): boolean {
  return /^application\/json\b/i.test(c.req.header("content-type") ?? "");
}

function editableBlocks(blocks: Iterable<{ id: number; name: string; contentType: string[]; fields: Record<string, unknown> }>) {
  const editable: EditableBlock[] = [];
  for (const block of blocks) {
    const field = EDITABLE_FIELDS.find((name) => typeof block.fields[name] === "string");
    if (field)
      editable.push({
        id: block.id,
        name: block.name,
        type: block.contentType.at(-1) ?? "",
        field,
        value: String(block.fields[field]),
      });
  }
  return editable.sort((a, b) => a.id - b.id);
}

/** Signs the publish notice as the real CMS would and hands it to the site's webhook. */
async function notifyPublished(c: Context<CmsBindings>, contentId: number): Promise<boolean> {
  const secret = configuredSecret(c.env.PUBLISH_WEBHOOK_SECRET);
  const dispatch = (c.executionCtx.props as CmsProps | undefined)?.dispatch;
  if (!secret || !dispatch) return false;
  const body = JSON.stringify({ contentId, timestamp: new Date().toISOString() });
  const response = await dispatch(
    new Request(new URL("/api/hooks/content-published", siteOrigin(c)), {
      method: "POST",
      headers: { "content-type": "application/json", "x-signature": `sha256=${toHex(await hmacSign(secret, body))}` },
      body,
    }),
  );
  return response.ok;
}

export const cmsApp = new Hono<CmsBindings>();

// Every form and call that changes something comes from the CMS's own pages (no login CSRF either).
cmsApp.use("*", async (c, next) => {
  if (c.req.method !== "GET" && c.req.header("origin") !== pagesOrigin(c)) {
    noStore(c);
    return c.text("Forms of the CMS are sent from its own pages.", 403);
  }
  await next();
});

cmsApp.get("/sign-in", (c) => {
  noStore(c);
  return c.html(signInPage(nonceOf(c)));
});

cmsApp.post("/sign-in", async (c) => {
  noStore(c);
  const form = await c.req.parseBody();
  const email = typeof form.email === "string" ? form.email.slice(0, 255) : "";
  const password = typeof form.password === "string" ? form.password.slice(0, 255) : "";
  const attempt = await signInLimits(c.env.DB, "cms").attempt(email, clientAddress(c.req.raw));
  if (!attempt.allowed) {
    c.header("Retry-After", String(attempt.retryAfter));
    return c.html(signInPage(nonceOf(c), { limited: true, email }), 429);
  }
  const session = await editorStore(c.env.DB).signIn(email, password);
  if (!session) return c.html(signInPage(nonceOf(c), { failed: true, email }), 401);
  await attempt.succeeded();
  setCookie(c, CMS_COOKIE, session.sessionId, {
    httpOnly: true,
    secure: true,
    sameSite: "Strict",
    path: "/",
    maxAge: session.maxAge,
  });
  return c.redirect("/cms/editor", 303);
});

cmsApp.post("/sign-out", async (c) => {
  noStore(c);
  await editorStore(c.env.DB).signOut(getCookie(c, CMS_COOKIE));
  deleteCookie(c, CMS_COOKIE, { path: "/", secure: true });
  return c.redirect("/cms/sign-in", 303);
});

// Everything below needs a signed-in editor: pages send visitors to the sign-in, API calls get 401.
cmsApp.use("*", async (c, next) => {
  noStore(c);
  const editor = await editorStore(c.env.DB).editorOf(getCookie(c, CMS_COOKIE));
  if (!editor) {
    if (c.req.path.includes("/api/")) return c.json({ status: 401, message: "Sign in to the CMS first." }, 401);
    return c.redirect("/cms/sign-in", 303);
  }
  c.set("editor", editor);
  await next();
});

cmsApp.get("/editor", async (c) => {
  const repository = contentRepository(c.env.DB);
  const pages = await repository.allPages();
  const page = (await repository.pageByUrl(c.req.query("path") ?? "/en/kaarna-club")) ?? pages[0];
  if (!page) return c.text("The CMS holds no pages.", 404);
  const blocks = await loadBlocks(repository, page.fields, true);
  const secret = configuredSecret(c.env.PREVIEW_TOKEN_SECRET);
  // The site's own address for the frame when the CMS is on another origin than the site.
  const site = pagesOrigin(c) === siteOrigin(c) ? "" : siteOrigin(c);
  const previewSrc = secret
    ? `${site}/api/editor/preview?${new URLSearchParams({ token: await issuePreviewToken(secret, c.get("editor").email), path: page.url })}`
    : null;
  return c.html(
    editorPage({
      editor: c.get("editor"),
      pages: pages.map(({ id, url, name }) => ({ id, url, name })),
      page,
      blocks: editableBlocks(blocks.values()),
      previewSrc,
      nonce: nonceOf(c),
    }),
  );
});

cmsApp.post("/api/drafts/:id{[0-9]{1,9}}", async (c) => {
  if (!isJson(c)) return c.json({ status: 415, message: "Send the draft as JSON." }, 415);
  const parsed = v.safeParse(DraftSchema, await c.req.json().catch(() => null));
  if (!parsed.success) return c.json({ status: 400, message: parsed.issues[0].message }, 400);
  const id = Number(c.req.param("id"));
  const block = (await contentRepository(c.env.DB).blocks([id], { drafts: true })).get(id);
  if (!block) return c.json({ status: 404, message: `No block with id ${id}.` }, 404);
  await editorStore(c.env.DB).saveDraft(id, { ...block.fields, [parsed.output.field]: parsed.output.value }, c.get("editor"));
  return c.json({ saved: id });
});

cmsApp.post("/api/publish/:id{[0-9]{1,9}}", async (c) => {
  if (!isJson(c)) return c.json({ status: 415, message: "Send the publish call as JSON." }, 415);
  const repository = contentRepository(c.env.DB);
  const page = await repository.pageById(Number(c.req.param("id")));
  if (!page) return c.json({ status: 404, message: "No such page." }, 404);
  const blockIds = [...(await loadBlocks(repository, page.fields)).keys()];
  const published = await editorStore(c.env.DB).publish(page.id, blockIds);
  if (published.length === 0) return c.json({ published: 0, purged: false });
  // Before the notice: whoever the purge sends back finds the published words in the search too.
  await rebuildSearchIndex(c.env.DB);
  // A block other pages show too is shared content: its notice makes the site purge every page.
  const shared = await sharedBlock(repository, page.id, published);
  const purged = await notifyPublished(c, shared ?? page.id);
  return c.json({ published: published.length, purged });
});

/** The first of these blocks that another page also shows, if any (the demo site has a few dozen pages). */
async function sharedBlock(repository: ReturnType<typeof contentRepository>, pageId: number, blockIds: number[]) {
  for (const other of await repository.allPages()) {
    if (other.id === pageId) continue;
    const used = await loadBlocks(repository, other.fields);
    const shared = blockIds.find((id) => used.has(id));
    if (shared !== undefined) return shared;
  }
  return null;
}
