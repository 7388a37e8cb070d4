// How long page models stay fresh, stale and usable on error, and how long the upstream may take (decision 001).
export const PAGE_MODEL_FRESH_MS = 60 * 60 * 1000;
/** Past freshness, an entry is served at once while it revalidates in the background, up to this age. */
export const PAGE_MODEL_STALE_WHILE_REVALIDATE_MS = 2 * 60 * 60 * 1000;
/** When the upstream fails or is slow, an entry up to this age is served instead of an error. */
export const PAGE_MODEL_STALE_IF_ERROR_MS = 24 * 60 * 60 * 1000;
