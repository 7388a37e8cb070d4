// The browser's page-model endpoint: the same KV cache as the pages, as JSON. Every answer says
// X-Cache, an upstream failure too (502 failed, 504 timed out, answered by the app's onError).
import { Hono } from "hono";
import { endTime, setMetric, startTime } from "hono/timing";
import { ApiError } from "../api-error.ts";
import { createPageModelSource } from "../cache/page-model-source.ts";
import { editorView } from "../editor/editor-request.ts";
import type { AppBindings } from "../env.ts";
import { shopperMarket } from "../session/shopper-market.ts";

export const contentRoutes = new Hono<AppBindings>().get("/content", async (c) => {
  const contentUrl = c.req.query("contentUrl");
  if (!contentUrl?.startsWith("/")) throw new ApiError(400, /*i18n*/ "api.content-url-invalid");
  const editor = await editorView(c);
  const source = createPageModelSource(c.env, c.executionCtx, { editor, market: shopperMarket(c) });
  // A lookup that throws found nothing in the cache it could serve: the error answer keeps this header.
  c.header("X-Cache", editor ? "BYPASS" : "MISS");
  startTime(c, "load", "Page model");
  const { model, cache } = await source.lookup(contentUrl);
  endTime(c, "load");
  setMetric(c, "cache", cache);
  c.header("X-Cache", cache);
  c.header("Cache-Control", editor ? "no-store" : "no-cache");
  if (!model) throw new ApiError(404, /*i18n*/ "api.page-not-found", { values: { address: contentUrl } });
  return c.json(model);
});
