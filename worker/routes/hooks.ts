// The CMS's publish webhook (issue 11): POST /api/hooks/content-published with
// `{"contentId": 12, "timestamp": "<ISO time>"}`, signed with HMAC-SHA256 of the raw body under
// PUBLISH_WEBHOOK_SECRET in `X-Signature: sha256=<hex>`. A bad or missing signature is 401 and
// purges nothing; a timestamp more than 5 minutes old (a replay) is refused the same way, and a notice
// accepted once is answered 409 when it comes again within its window, purging nothing.
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as v from "valibot";
import { ApiError } from "../api-error.ts";
import { purgeAddresses, purgeAllPageModels } from "../cache/purge.ts";
import { configuredSecret, fromHex, hmacVerify, toHex } from "../editor/hmac.ts";
import { publishNotices } from "../editor/publish-notices.ts";
import type { AppBindings } from "../env.ts";
import { MAX_JSON_BODY_BYTES } from "../middleware/guards.ts";
import { noStore } from "../middleware/no-store.ts";
import { createUpstream, type Upstream } from "../upstream/upstream-call.ts";

/** How old a signed notice may be: a captured one cannot be replayed after this. */
export const WEBHOOK_MAX_AGE_MS = 5 * 60 * 1000;
/** How far ahead of the worker's clock a notice may be dated (the CMS's clock may run a little fast). */
const WEBHOOK_MAX_SKEW_MS = 60 * 1000;

const PublishedSchema = v.object({
  contentId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  timestamp: v.pipe(v.string(), v.isoTimestamp()),
});

/** Enough of a page model to know its address in every language. */
const PageAddressesSchema = v.object({
  url: v.string(),
  navigation: v.optional(v.object({ pageLanguages: v.optional(v.array(v.object({ url: v.string() })), []) }), {
    pageLanguages: [],
  }),
});

/** The published content's addresses in every language, or null when it is not (or no longer) one page. */
async function pageAddresses(upstream: Upstream, contentId: number): Promise<string[] | null> {
  try {
    const response = await upstream.call(`/api/cda/content/${contentId}`, { timeout: "content" });
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    const parsed = v.safeParse(PageAddressesSchema, await response.json());
    if (!parsed.success) return null;
    const urls = [parsed.output.url, ...parsed.output.navigation.pageLanguages.map((language) => language.url)];
    return [...new Set(urls.map((url) => new URL(url, "http://cms.invalid").pathname))];
  } catch {
    // The content service could not say which page it was: purging everything is the safe answer.
    return null;
  }
}

/** The notice's body and its signature (as lower-case hex, one spelling per notice), when the signature holds. */
async function verifiedNotice(secret: string, raw: string, header: string | undefined) {
  const signature = fromHex(header?.match(/^sha256=([0-9a-f]+)$/i)?.[1] ?? "");
  if (!signature || !(await hmacVerify(secret, raw, signature))) throw new ApiError(401, /*i18n*/ "hooks.signature-invalid");
  try {
    return { body: JSON.parse(raw) as unknown, signature: toHex(signature) };
  } catch {
    throw new ApiError(400, /*i18n*/ "cart.malformed-json");
  }
}

async function purge(c: Context<AppBindings>, contentId: number) {
  const addresses = await pageAddresses(createUpstream(c.env, c.executionCtx), contentId);
  if (addresses) return { purged: "page", keys: await purgeAddresses(c.env.PAGE_MODELS, addresses) };
  return { purged: "all", count: await purgeAllPageModels(c.env.PAGE_MODELS) };
}

export const hookRoutes = new Hono<AppBindings>().post(
  "/content-published",
  noStore,
  bodyLimit({
    maxSize: MAX_JSON_BODY_BYTES,
    onError: () => {
      throw new ApiError(413, /*i18n*/ "cart.body-too-large");
    },
  }),
  async (c) => {
    const secret = configuredSecret(c.env.PUBLISH_WEBHOOK_SECRET);
    if (!secret) throw new ApiError(503, /*i18n*/ "hooks.not-configured");
    const { body, signature } = await verifiedNotice(secret, await c.req.text(), c.req.header("x-signature"));
    const parsed = v.safeParse(PublishedSchema, body);
    if (!parsed.success) throw new ApiError(400, /*i18n*/ "hooks.body-invalid");
    const sentAt = Date.parse(parsed.output.timestamp);
    const age = Date.now() - sentAt;
    if (age > WEBHOOK_MAX_AGE_MS || age < -WEBHOOK_MAX_SKEW_MS) throw new ApiError(401, /*i18n*/ "hooks.timestamp-stale");

    const notices = publishNotices(c.env.DB);
    if (!(await notices.accept(signature, sentAt + WEBHOOK_MAX_AGE_MS)))
      throw new ApiError(409, /*i18n*/ "hooks.notice-repeated");
    try {
      return c.json(await purge(c, parsed.output.contentId));
    } catch (error) {
      await notices.forget(signature);
      throw error;
    }
  },
);
