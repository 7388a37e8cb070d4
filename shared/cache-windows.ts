// The spec's page lifetime: how long a page model stays fresh in the worker's cache and in the
// browser's query cache. The worker's other windows are its cache strategies (worker/cache/strategies.ts).
export const PAGE_MODEL_FRESH_MS = 60 * 60 * 1000;
