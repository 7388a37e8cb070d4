// The page-model cache: the KV cache with the spec's page lifetime (1 hour) and DESIGN.md's windows
// (docs/decisions/001-page-model-cache-windows.md); it waits for a load as long as a content call may
// take (docs/decisions/009-upstream-timeouts-and-the-page-budget.md).
import {
  PAGE_MODEL_FRESH_MS,
  PAGE_MODEL_STALE_IF_ERROR_MS,
  PAGE_MODEL_STALE_WHILE_REVALIDATE_MS,
} from "../../shared/cache-windows.ts";
import { PageModelSchema } from "../../shared/schemas/page-model.ts";
import { sanitisePageModel } from "../content/sanitise-html.ts";
import { UPSTREAM_TIMEOUTS_MS } from "../upstream/upstream-call.ts";
import { createKvCache, type KvCacheOptions } from "./kv-cache.ts";

export type { CacheStatus } from "./kv-cache.ts";

export function createPageModelCache(options: KvCacheOptions & { timeoutMs?: number }) {
  return createKvCache(
    PageModelSchema,
    {
      freshMs: PAGE_MODEL_FRESH_MS,
      staleWhileRevalidateMs: PAGE_MODEL_STALE_WHILE_REVALIDATE_MS,
      staleIfErrorMs: PAGE_MODEL_STALE_IF_ERROR_MS,
      timeoutMs: options.timeoutMs ?? UPSTREAM_TIMEOUTS_MS.content,
    },
    options,
    // Parsing a stored model marks its shell's HTML fields again: they pass the allow-list once more.
    sanitisePageModel,
  );
}

export type PageModelCache = ReturnType<typeof createPageModelCache>;
