// Page models for the worker: through the KV cache, or straight from the upstream for editors
// (edit/preview bypasses the cache on read and write; who is an editor: worker/editor/editor-request.ts).
import type { Market } from "../../shared/markets.ts";
import { pageContentAddress, pageModelCacheKey, withMarket } from "../../shared/rules/cache-key.ts";
import type { PageModel } from "../../shared/schemas/page-model.ts";
import type { EditorView } from "../editor/editor-request.ts";
import type { Env } from "../env.ts";
import { fetchPageModel } from "../upstream/content-client.ts";
import { createUpstream } from "../upstream/upstream-call.ts";
import { type CacheStatus, createPageModelCache } from "./page-model-cache.ts";

export interface PageModelLookupResult {
  model: PageModel | null;
  cache: CacheStatus;
}

export function createPageModelSource(
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil">,
  options: { editor: EditorView | null; market: Market },
) {
  const upstream = createUpstream(env, ctx);
  const cache = createPageModelCache({ kv: env.PAGE_MODELS, waitUntil: (promise) => ctx.waitUntil(promise) });
  return {
    async lookup(address: string): Promise<PageModelLookupResult> {
      if (options.editor) {
        const load = await fetchPageModel(upstream, pageContentAddress(address), {
          editor: options.editor,
          market: options.market,
        });
        return { model: load.found ? load.value : null, cache: "BYPASS" };
      }
      // The content service is asked for exactly what the key names, so an entry never holds more than its key says.
      const result = await cache.get(withMarket(pageModelCacheKey(address), options.market), () =>
        fetchPageModel(upstream, pageContentAddress(address), { market: options.market }),
      );
      return { model: result.load.found ? result.load.value : null, cache: result.cache };
    },
  };
}
