// Purges for the publish webhook: a published page's cached models in every language, or, when the
// content is not one page (a shared block, a menu, a deleted page), every cached page model. Every
// answer made from the CMS's pages (the sitemap, content search, shortcut items, recipes, locations)
// is kept by query, so no key says which page it shows: a publish retires them all with one mark
// (publish-mark.ts). Product listings, consents and press releases come from the commerce API and the
// news provider, which a CMS publish does not change. Rendered documents need no purge: they are kept
// by their page model's digest, so a new model retires them.
import { MARKET_CODES } from "../../shared/markets.ts";
import { pageModelCacheKey, withMarket } from "../../shared/rules/cache-key.ts";
import { boundedKey } from "./entry-stores.ts";
import { markPublished } from "./publish-mark.ts";
import { forgetRemembered } from "./strategy-cache.ts";

/** Prefixes of the keys that hold page models: a path, or the digest of a long one. */
const PAGE_MODEL_PREFIXES = ["/", "sha256:"];

/** Deletes the page models of these addresses (and their variants by content parameter); returns the keys. */
export async function purgeAddresses(kv: KVNamespace, addresses: readonly string[]): Promise<string[]> {
  const keys = new Set<string>();
  for (const address of addresses) {
    const key = await boundedKey(pageModelCacheKey(address));
    keys.add(key);
    // Entries of the same page for another market or a content parameter follow its path; a long
    // address's are digests of their own.
    if (key.startsWith("/")) for (const variant of await listKeys(kv, `${key}?`)) keys.add(variant);
    else for (const market of MARKET_CODES) keys.add(await boundedKey(withMarket(pageModelCacheKey(address), market)));
  }
  await deleteKeys(kv, [...keys]);
  await markPublished(kv, Date.now());
  return [...keys].sort();
}

/** Deletes every cached page model and retires every answer made from pages; returns how many models went. */
export async function purgeAllPageModels(kv: KVNamespace): Promise<number> {
  const keys = (await Promise.all(PAGE_MODEL_PREFIXES.map((prefix) => listKeys(kv, prefix)))).flat();
  await deleteKeys(kv, keys);
  await markPublished(kv, Date.now());
  forgetRemembered();
  return keys.length;
}

async function listKeys(kv: KVNamespace, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix, cursor });
    keys.push(...page.keys.map((key) => key.name));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return keys;
}

async function deleteKeys(kv: KVNamespace, keys: readonly string[]) {
  for (const key of keys) {
    forgetRemembered(key);
    await kv.delete(key);
  }
}
