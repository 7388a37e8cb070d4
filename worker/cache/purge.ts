// Purges for the publish webhook (issue 11, decision 038): a published page's cached models in every
// language, or, when the content is not one page (a shared block, a menu, a deleted page), every
// cached page model. The sitemaps go too, since a publish can add, move or remove a page, and so do
// the cached answers made from the CMS's pages (content search, shortcut items, recipes, locations):
// they are kept by query, so no key says which page they show. Product listings and press releases
// come from the commerce API and the news provider, which a CMS publish does not change. Rendered
// documents need no purge: they are kept by their page model's digest, so a new model retires them.
import { MARKET_CODES } from "../../shared/markets.ts";
import { pageModelCacheKey, withMarket } from "../../shared/rules/cache-key.ts";
import { CONTENT_ANSWER_KEYS } from "./content-answer-keys.ts";
import { boundedKey, forgetRemembered } from "./kv-cache.ts";

/** Prefixes of the keys that hold page models (a path, or the digest of a long one) and sitemaps. */
const PAGE_MODEL_PREFIXES = ["/", "sha256:", "seo:sitemap:"];

/** Prefixes of the cached answers made from CMS pages. */
const CONTENT_ANSWER_PREFIXES = Object.values(CONTENT_ANSWER_KEYS);

/** Deletes the page models of these addresses (and their variants by content parameter); returns the keys. */
export async function purgeAddresses(kv: KVNamespace, addresses: readonly string[]): Promise<string[]> {
  const keys = new Set<string>();
  for (const address of addresses) {
    const key = await boundedKey(pageModelCacheKey(address));
    keys.add(key);
    // Entries of the same page for another market (decision 044) or a content parameter (none today,
    // decision 015) follow its path; a long address's are digests of their own.
    if (key.startsWith("/")) for (const variant of await listKeys(kv, `${key}?`)) keys.add(variant);
    else for (const market of MARKET_CODES) keys.add(await boundedKey(withMarket(pageModelCacheKey(address), market)));
  }
  for (const prefix of ["seo:sitemap:", ...CONTENT_ANSWER_PREFIXES]) for (const key of await listKeys(kv, prefix)) keys.add(key);
  await deleteKeys(kv, [...keys]);
  return [...keys].sort();
}

/** Deletes every cached page model, sitemap and answer made from pages; returns how many entries went. */
export async function purgeAllPageModels(kv: KVNamespace): Promise<number> {
  const prefixes = [...PAGE_MODEL_PREFIXES, ...CONTENT_ANSWER_PREFIXES];
  const keys = (await Promise.all(prefixes.map((prefix) => listKeys(kv, prefix)))).flat();
  await deleteKeys(kv, keys);
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
