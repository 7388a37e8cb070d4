// The embedded backend's own browser pages, served only in embedded mode (in production the real CMS
// and identity provider have their own sites): the CMS's editor under /cms and the
// identity provider's sign-in and sign-up (/connect/authorize, /connect/register), password change
// (/connect/password), forgotten password (/connect/forgot, /connect/reset) and email confirmation
// (/connect/confirm), the outbox of the mail it sent (/connect/outbox), the profile widget's calls
// (/connect/widget/{language}/profile) and the CMS's resized pictures (/media). Requests go through
// the one upstream call, with the response's CSP nonce (the editor page's script carries it), the site's
// origin (the provider checks redirect addresses against it) and the worker's in-process dispatch,
// which the CMS uses to call the publish webhook as the real CMS would over the network.
import { type Context, Hono } from "hono";
import type { AppBindings } from "../env.ts";
import { MAX_JSON_BODY_BYTES } from "../middleware/guards.ts";
import { upstreamMode } from "../upstream/port.ts";
import { createUpstream } from "../upstream/upstream-call.ts";

/** What the pages need of the browser's request; cf-connecting-ip (set by Cloudflare) keys the sign-in limits. */
const FORWARDED_HEADERS = ["cookie", "content-type", "origin", "accept", "cf-connecting-ip", "x-widget-user"];

async function forward(c: Context<AppBindings>) {
  if (upstreamMode(c.env) !== "embedded") return c.text("Not found", 404);
  const method = c.req.method;
  if (method !== "GET" && method !== "POST") return c.text("Method not allowed", 405, { Allow: "GET, POST" });
  const url = new URL(c.req.url);
  // A request without Accept asks for whatever the page is, not the upstream call's JSON.
  const headers: Record<string, string> = { "x-csp-nonce": c.get("nonce"), "x-site-origin": url.origin, accept: "*/*" };
  for (const name of FORWARDED_HEADERS) {
    const value = c.req.header(name);
    if (value) headers[name] = value;
  }
  const body = method === "POST" ? await c.req.text() : undefined;
  if (body !== undefined && body.length > MAX_JSON_BODY_BYTES) return c.text("Request body too large", 413);
  // The CMS reads the dispatch from its execution context's props (CmsProps).
  const ctx = {
    waitUntil: (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise),
    props: { dispatch: c.get("dispatch") },
  };
  const answer = await createUpstream(c.env, ctx).call(url.pathname, {
    timeout: "lookup",
    method,
    query: url.searchParams,
    headers,
    body,
  });
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}

export const embeddedPageRoutes = new Hono<AppBindings>()
  .all("/cms/*", forward)
  .on(
    ["GET", "POST"],
    ["/connect/authorize", "/connect/register", "/connect/password", "/connect/forgot", "/connect/reset", "/connect/confirm"],
    forward,
  )
  .on(["GET", "POST"], "/connect/widget/:language/profile", forward)
  .get("/connect/outbox", forward)
  .get("/media/*", forward);
