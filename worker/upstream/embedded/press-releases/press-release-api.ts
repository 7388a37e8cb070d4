// The embedded news provider (spec 001 §7 "Press-release categories and years", "Releases by feed",
// "Single release", "Marketing thank-you data", and the subscription form's native post): the
// calls the worker forwards, with the same checks the worker makes, so a caller that skips the
// worker is refused the same way. Mounted on the embedded backend at its root.
import { type Context, Hono } from "hono";
import * as v from "valibot";
import { PROVIDER_ID, SITE_PAGE_PATH } from "../../../../shared/press-releases.ts";
import { FeedQuerySchema, LanguageQuerySchema, ThankYouQuerySchema } from "../../../../shared/schemas/press-release-queries.ts";
import { SubscriptionPostSchema, subscriptionPostFields } from "../../../../shared/schemas/press-release-subscription.ts";
import type { Env } from "../../../env.ts";
import { releaseStore } from "./release-store.ts";
import { subscriptionStore } from "./subscription-store.ts";

type ProviderContext = Context<{ Bindings: Env }>;

const refuse = (c: ProviderContext, status: 400 | 404, message: string) => c.json({ status, message }, status);

function query<S extends v.GenericSchema>(c: ProviderContext, schema: S): v.InferOutput<S> | string {
  const parsed = v.safeParse(schema, c.req.query());
  return parsed.success
    ? parsed.output
    : parsed.issues.map((issue) => `${v.getDotPath(issue) ?? "query"} ${issue.message}`).join("; ");
}

export const pressReleaseApp = new Hono<{ Bindings: Env }>()
  .get("/api/cda/press-releases/categories-and-years", async (c) => {
    const parsed = query(c, LanguageQuerySchema);
    if (typeof parsed === "string") return refuse(c, 400, parsed);
    return c.json(await releaseStore(c.env.DB).categoriesAndYears(parsed.language));
  })
  .get("/api/cda/press-releases/feeds/:feedId", async (c) => {
    const feedId = c.req.param("feedId");
    if (!PROVIDER_ID.test(feedId)) return refuse(c, 400, "feedId is not a feed identifier");
    const parsed = query(c, FeedQuerySchema);
    if (typeof parsed === "string") return refuse(c, 400, parsed);
    const store = releaseStore(c.env.DB);
    if (!(await store.feedExists(feedId))) return refuse(c, 404, `No feed ${feedId}`);
    return c.json(await store.feedPage(feedId, parsed));
  })
  .post("/api/cda/press-releases/subscriptions", async (c) => {
    const form = new URLSearchParams(await c.req.text());
    const back = { success: form.get("redirect") ?? "", failure: form.get("redirectError") ?? "" };
    // Only this site's pages: the post must not be able to send anyone elsewhere.
    if (!SITE_PAGE_PATH.test(back.success) || !SITE_PAGE_PATH.test(back.failure)) {
      return refuse(c, 400, "redirect and redirectError must be pages of the site");
    }
    const parsed = v.safeParse(SubscriptionPostSchema, subscriptionPostFields(form));
    const store = releaseStore(c.env.DB);
    const known = parsed.success && (await store.feedExists(parsed.output.subscriptionUniqueIdentifier));
    const categories = parsed.success ? await store.categoriesAndYears(parsed.output.Replylanguage) : null;
    const codes = new Set(categories?.categories.map((category) => category.code));
    if (!parsed.success || !known || !parsed.output.categoryCodes.every((code) => codes.has(code))) {
      return c.redirect(back.failure, 303);
    }
    const identifier = await subscriptionStore(c.env.DB).record(parsed.output);
    return c.redirect(`${back.success}?identifier=${encodeURIComponent(identifier)}`, 303);
  })
  .get("/api/cda/press-releases/:id", async (c) => {
    const id = c.req.param("id");
    if (!PROVIDER_ID.test(id)) return refuse(c, 400, "id is not a release identifier");
    const parsed = query(c, LanguageQuerySchema);
    if (typeof parsed === "string") return refuse(c, 400, parsed);
    const release = await releaseStore(c.env.DB).release(id, parsed.language);
    return release ? c.json(release) : refuse(c, 404, `No release ${id} in ${parsed.language}`);
  })
  .get("/api/cda/marketing-automation/thank-you", async (c) => {
    const parsed = query(c, ThankYouQuerySchema);
    if (typeof parsed === "string") return refuse(c, 400, parsed);
    const data = await subscriptionStore(c.env.DB).thankYou(parsed.identifier);
    return data ? c.json(data) : refuse(c, 404, "No campaign has this identifier");
  });
