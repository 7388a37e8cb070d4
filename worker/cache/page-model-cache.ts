// The page-model cache: the page-model strategy over page models, whose HTML fields pass the
// sanitiser again when read back from KV.
import { PageModelSchema } from "../../shared/schemas/page-model.ts";
import { sanitisePageModel } from "../content/sanitise-html.ts";
import { CACHE_STRATEGIES } from "./strategies.ts";
import { createStrategyCache, type StrategyCacheOptions } from "./strategy-cache.ts";

export type { CacheStatus } from "./strategy-cache.ts";

export function createPageModelCache(options: StrategyCacheOptions) {
  return createStrategyCache(CACHE_STRATEGIES.pageModel, PageModelSchema, options, sanitisePageModel);
}
