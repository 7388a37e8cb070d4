// The browser's page-model endpoint: the same KV cache as the pages, as JSON.
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { createPageModelSource, isEditorRequest } from "../cache/page-model-source.ts";
import type { AppBindings } from "../env.ts";

export const contentRoutes = new Hono<AppBindings>().get("/content", async (c) => {
  const contentUrl = c.req.query("contentUrl");
  if (!contentUrl?.startsWith("/")) throw new HTTPException(400, { message: "contentUrl must be a site path starting with /" });
  const editMode = isEditorRequest(new URL(c.req.url));
  const source = createPageModelSource(c.env, c.executionCtx, { editMode });
  const { model, cache } = await source.lookup(contentUrl);
  c.header("X-Cache", cache);
  c.header("Cache-Control", editMode ? "no-store" : "no-cache");
  if (!model) return c.json({ status: 404, message: `No page at ${contentUrl}` }, 404);
  return c.json(model);
});
