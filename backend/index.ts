// The embedded backend as a worker of its own, on its own origin: the CMS, commerce
// API and identity provider that the storefront's remote mode talks to over HTTP in the tests, as it
// would to the real ones. Its browser pages (the CMS's editor, the provider's sign-in) are served
// here and send the browser back to the storefront (STOREFRONT_ORIGIN); the CMS's publish notice
// reaches the storefront's webhook over the network.
import { Hono } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { HSTS } from "../worker/middleware/security-headers.ts";
import { embeddedBackend } from "../worker/upstream/embedded/backend.ts";
import { ensureDatabase } from "../worker/upstream/embedded/database.ts";
import type { CmsProps } from "../worker/upstream/embedded/editor/cms-app.ts";
import type { BackendEnv } from "./backend-env.ts";

/** Headers the backend's pages read, set here only: a browser's own values are never trusted. */
const PAGE_HEADERS = ["x-csp-nonce", "x-site-origin", "x-pages-origin"] as const;

const storefront = (env: BackendEnv) => new URL(env.STOREFRONT_ORIGIN).origin;

const backend = new Hono<{ Bindings: BackendEnv }>();

backend.use(
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", "data:"],
      // The editor frames the storefront's preview; the sign-in's post is answered with a redirect there.
      frameSrc: ["'self'", (c) => storefront(c.env as BackendEnv)],
      formAction: ["'self'", (c) => storefront(c.env as BackendEnv)],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
    strictTransportSecurity: HSTS,
    referrerPolicy: "strict-origin-when-cross-origin",
    // Its pictures are shown on the storefront's pages, another site.
    crossOriginResourcePolicy: "cross-origin",
  }),
);

// Ready once its database is: the first request migrates and seeds it, longer than a content call may take.
backend.get("/healthz", async (c) => {
  await ensureDatabase(c.env.DB);
  return c.json({ status: "ok" });
});

backend.all("*", async (c) => {
  const request = new Request(c.req.raw);
  for (const name of PAGE_HEADERS) request.headers.delete(name);
  request.headers.set("x-csp-nonce", c.get("secureHeadersNonce") ?? "");
  request.headers.set("x-site-origin", storefront(c.env));
  request.headers.set("x-pages-origin", new URL(c.req.url).origin);
  // The CMS's publish notice goes to the storefront's webhook as the real CMS's would: over the network.
  const props: CmsProps = { dispatch: (notice) => fetch(notice) };
  const ctx = { waitUntil: (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise), passThroughOnException() {}, props };
  const answer = await embeddedBackend.fetch(request, c.env, ctx as unknown as ExecutionContext);
  return withPicturesOnThisOrigin(answer, new URL(c.req.url).origin);
});

/**
 * The demo content names its pictures by path (/media/…), which the storefront serves in embedded
 * mode; a CMS on its own site names them by their address on its image service, and the browser
 * fetches them there. Every "/media/ that starts a JSON string (or an attribute in
 * one) becomes this origin's.
 */
async function withPicturesOnThisOrigin(answer: Response, origin: string): Promise<Response> {
  if (!/^application\/json\b/i.test(answer.headers.get("content-type") ?? "")) return answer;
  const body = (await answer.text()).replaceAll('"/media/', `"${origin}/media/`);
  const headers = new Headers(answer.headers);
  headers.delete("content-length");
  return new Response(body, { status: answer.status, statusText: answer.statusText, headers });
}

export default { fetch: backend.fetch } satisfies ExportedHandler<BackendEnv>;
