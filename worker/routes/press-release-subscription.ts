// The press-release subscription's native form post and the thank-you page's campaign data (spec 001
// §5, §7). The form posts here, same origin, without script; the worker checks the
// post as the provider would, forwards it through the one upstream call and sends the subscriber to
// the page the provider names: the thank-you page with ?identifier= on success, the error page
// otherwise. Only the site's own pages are ever redirect targets. Nothing here is stored or cached.
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as v from "valibot";
import { SITE_PAGE_PATH, SUBSCRIPTION_IDENTIFIER } from "../../shared/press-releases.ts";
import { sitePath } from "../../shared/rules/site-path.ts";
import { ThankYouQuerySchema } from "../../shared/schemas/press-release-queries.ts";
import {
  type SubscriptionPost,
  SubscriptionPostSchema,
  subscriptionPostFields,
} from "../../shared/schemas/press-release-subscription.ts";
import { ThankYouDataSchema } from "../../shared/schemas/press-releases.ts";
import { ApiError } from "../api-error.ts";
import type { AppBindings } from "../env.ts";
import { sameOrigin } from "../middleware/guards.ts";
import { noStore } from "../middleware/no-store.ts";
import { query } from "../middleware/query.ts";
import { createUpstream } from "../upstream/upstream-call.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";
import { log } from "../observability/log.ts";

/** A subscription form is a few hundred bytes; anything near this is not one. */
const MAX_FORM_BYTES = 8 * 1024;
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;

const capForm = bodyLimit({
  maxSize: MAX_FORM_BYTES,
  onError: () => {
    throw new ApiError(413, /*i18n*/ "news-api.subscription-too-large");
  },
});

/** The provider's answer, if it is a redirect to one of the post's own pages (success with its identifier). */
function providerTarget(response: Response, post: SubscriptionPost): string | null {
  if (response.status < 300 || response.status > 399) return null;
  const location = new URL(response.headers.get("location") ?? "", "http://site.invalid");
  if (location.origin !== "http://site.invalid" || location.hash) return null;
  if (location.pathname === post.redirectError && !location.search) return post.redirectError;
  const identifier = location.searchParams.get("identifier") ?? "";
  const onlyIdentifier = [...location.searchParams.keys()].every((name) => name === "identifier");
  if (location.pathname === post.redirect && onlyIdentifier && SUBSCRIPTION_IDENTIFIER.test(identifier)) {
    return `${post.redirect}?identifier=${encodeURIComponent(identifier)}`;
  }
  return null;
}

async function forward(c: Context<AppBindings>, post: SubscriptionPost): Promise<string> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(post)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, String(item));
  }
  try {
    const response = await createUpstream(c.env, c.executionCtx).call("/api/cda/press-releases/subscriptions", {
      timeout: "shopper",
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
      redirect: "manual",
    });
    await response.body?.cancel();
    const target = providerTarget(response, post);
    if (!target) log.error("The news provider refused the subscription", { status: response.status });
    return target ?? post.redirectError;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.error(error.message, { status: error.status });
    return post.redirectError;
  }
}

export const pressReleaseSubscriptionRoutes = new Hono<AppBindings>()
  .get(
    "/api/marketing-automation/thank-you",
    noStore,
    query(ThankYouQuerySchema, /*i18n*/ "news-api.query-invalid"),
    async (c) => {
      const response = await createUpstream(c.env, c.executionCtx).call("/api/cda/marketing-automation/thank-you", {
        timeout: "lookup",
        query: { identifier: c.req.valid("query").identifier },
      });
      if (response.status === 404) throw new ApiError(404, /*i18n*/ "news-api.campaign-not-found");
      if (!response.ok) throw new UpstreamError(`The thank-you data answered ${response.status}`, 502);
      const data = v.safeParse(ThankYouDataSchema, await response.json().catch(() => null));
      if (!data.success) throw new UpstreamError("The thank-you data was not readable", 502);
      return c.json(data.output);
    },
  )
  .post("/press-releases/subscribe", noStore, sameOrigin, capForm, async (c) => {
    if (!FORM_TYPE.test(c.req.header("content-type") ?? ""))
      throw new ApiError(415, /*i18n*/ "news-api.subscription-form-required");
    const fields = subscriptionPostFields(new URLSearchParams(await c.req.text()));
    const failure = String(fields.redirectError ?? "");
    // Where to go is checked first: a post that names no page of this site gets no redirect at all.
    if (!SITE_PAGE_PATH.test(String(fields.redirect ?? "")) || !SITE_PAGE_PATH.test(failure)) {
      throw new ApiError(400, /*i18n*/ "news-api.subscription-pages-invalid");
    }
    const post = v.safeParse(SubscriptionPostSchema, fields);
    // A post the form would not have sent (no script, an old page) goes to the error page, unforwarded.
    const target = post.success ? await forward(c, post.output) : failure;
    return c.redirect(sitePath(target) ?? "/", 303);
  });
