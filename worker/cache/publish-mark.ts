// When the CMS last published: answers made from its pages that were stored before then are loaded
// anew. The edge's entries cannot be listed or deleted everywhere, so a publish leaves one mark in KV
// that every location reads (within KV's own propagation, about a minute) instead of deleting them.
import * as v from "valibot";

const MARK_KEY = "publish:last";

/** Read again after this long: one KV read per isolate every few seconds, not one per request. */
const MEMORY_MS = 5_000;
let remembered: { at: number | null; until: number } | undefined;

const MarkSchema = v.pipe(v.string(), v.isoTimestamp());

/** The time of the last publish, or null when nothing was published since the marks began. */
export async function lastPublishedAt(kv: KVNamespace, now: number): Promise<number | null> {
  if (remembered && remembered.until > now) return remembered.at;
  const parsed = v.safeParse(MarkSchema, await kv.get(MARK_KEY).catch(() => null));
  const at = parsed.success ? Date.parse(parsed.output) : null;
  remembered = { at, until: now + MEMORY_MS };
  return at;
}

/** Retires every answer made from pages stored until now, in this isolate at once. */
export async function markPublished(kv: KVNamespace, now: number): Promise<void> {
  remembered = { at: now, until: now + MEMORY_MS };
  await kv.put(MARK_KEY, new Date(now).toISOString());
}
