// The upstream contract for people (GET /api/docs: an index, /calls/{id}, /schemas/{name}) and tools
// (GET /api/docs/openapi.json), in embedded mode only: the embedded backend draws them, asked through
// the port rather than as an upstream call, since no real CMS serves them and none is recorded.
// A deployment against the real backend has no embedded backend to ask; its contract is in the repository.
import { type Context, Hono } from "hono";
import { ApiError } from "../api-error.ts";
import type { AppBindings } from "../env.ts";
import { openUpstreamPort } from "../upstream/port.ts";

async function forwardDocs(c: Context<AppBindings>) {
  const port = openUpstreamPort(c.env, c.executionCtx);
  if (port.mode !== "embedded") throw new ApiError(404, /*i18n*/ "api.not-found", { values: { path: c.req.path } });
  const answer = await port.fetch(new Request(new URL(c.req.path, "https://upstream.invalid")));
  const headers = new Headers({ "content-type": answer.headers.get("content-type") ?? "text/plain" });
  const cacheControl = answer.headers.get("cache-control");
  if (cacheControl) headers.set("cache-control", cacheControl);
  return new Response(answer.body, { status: answer.status, headers });
}

export const apiDocsRoutes = new Hono<AppBindings>()
  .get("/", forwardDocs)
  .get("/openapi.json", forwardDocs)
  .get("/calls/:id", forwardDocs)
  .get("/schemas/:name", forwardDocs);
