// The KV key prefixes of the cached answers made from the CMS's pages: each route keys its answers
// under its own prefix, and a publish purges every key under all of them (purge.ts, decision 038).
export const CONTENT_ANSWER_KEYS = {
  contentSearch: "content-search:",
  shortcuts: "shortcuts:",
  locations: "locations:",
  /** Reads the same for every shopper (recipe search, its filters, categories): cached-upstream-read.ts. */
  upstreamReads: "upstream:",
} as const;
