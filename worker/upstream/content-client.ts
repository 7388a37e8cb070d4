// Typed calls to the content service: page models by address, parsed at the boundary.
import { DEFAULT_MARKET, type Market } from "../../shared/markets.ts";
import * as v from "valibot";
import { type PageModel, PageModelSchema } from "../../shared/schemas/page-model.ts";
import type { Load } from "../cache/strategy-cache.ts";
import type { EditorView } from "../editor/editor-request.ts";
import type { Upstream } from "./upstream-call.ts";
import { UpstreamError } from "./upstream-error.ts";
import { sanitisePageModel } from "../content/sanitise-html.ts";
import { validateContent } from "./validate-content.ts";

export type PageModelLoad = Load<PageModel>;

const PERSONAL_FIELDS = ["anonymousId"] as const;

export async function fetchPageModel(
  upstream: Upstream,
  address: string,
  options: { editor?: EditorView; market?: Market } = {},
): Promise<PageModelLoad> {
  const query = new URLSearchParams({ contentUrl: address, currentPageUrl: address });
  // An editor's draft: in edit mode with its hooks, or as the view-only preview.
  if (options.editor) query.set("epieditmode", String(options.editor === "edit"));
  // A product page's prices are the market's; other markets than the default are named.
  if (options.market && options.market !== DEFAULT_MARKET) query.set("market", options.market);
  const response = await upstream.call("/api/cda/content", {
    timeout: "content",
    query,
    headers: { "x-request-time": new Date().toISOString() },
  });
  if (response.status === 404) {
    await response.body?.cancel();
    return { found: false, status: 404 };
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new UpstreamError(`Content service answered ${response.status} for ${address}`, 502);
  }
  const json: unknown = await response.json().catch((error: unknown) => {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    throw new UpstreamError(`Content service sent no readable page model for ${address}: ${String(error)}`, timedOut ? 504 : 502);
  });
  const parsed = v.safeParse(PageModelSchema, json);
  if (!parsed.success) {
    throw new UpstreamError(`Content service sent an invalid page model for ${address}: ${v.summarize(parsed.issues)}`, 502);
  }
  const model = parsed.output as PageModel & Record<string, unknown>;
  for (const field of PERSONAL_FIELDS) delete model[field];
  return { found: true, value: await sanitisePageModel(validateContent(model)) };
}
