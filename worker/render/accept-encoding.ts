// Content negotiation for kept documents: whether the request takes gzip. (Behind Cloudflare's edge,
// and Miniflare's, the worker always sees "br, gzip"; the edge decodes for a client that takes neither.)
import { boundedMemo } from "../../shared/rules/bounded-memo.ts";

/** Whether an Accept-Encoding header accepts gzip (named, or by `*`, with a q-value above 0). */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  return acceptEncoding ? acceptsGzipBy(acceptEncoding) : false;
}

/** Answers for the few Accept-Encoding headers requests carry (the edge sends the worker one). */
const acceptsGzipBy = boundedMemo((acceptEncoding: string): boolean => {
  const weights = new Map<string, number>();
  for (const entry of acceptEncoding.split(",")) {
    const [coding = "", ...params] = entry.trim().toLowerCase().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(coding.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const gzip = weights.get("gzip") ?? weights.get("x-gzip") ?? weights.get("*");
  return gzip !== undefined && gzip > 0;
}, 64);
