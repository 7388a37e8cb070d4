// The card payment's return paths (spec 000 §7): the 3-D Secure callback redirects to the checkout
// page the CMS's navigation names for the shopper's language, keeping redirectResult (the page then
// places the order with it), the result lookup answers the payment's outcome as JSON, and the demo
// provider's challenge page is served through.
import { type Context, Hono } from "hono";
import type { Language } from "../../shared/languages.ts";
import { sitePath } from "../../shared/rules/site-path.ts";
import { PaymentResultSchema } from "../../shared/schemas/checkout.ts";
import { ApiError } from "../api-error.ts";
import { createPageModelSource } from "../cache/page-model-source.ts";
import type { AppBindings } from "../env.ts";
import { noStore } from "../middleware/no-store.ts";
import { readShopperCookie } from "../session/shopper-cookie.ts";
import { shopperLanguage } from "../session/shopper-language.ts";
import { shopperMarket } from "../session/shopper-market.ts";
import { createUpstream } from "../upstream/upstream-call.ts";
import { shopperProxy } from "./shopper-proxy.ts";

const proxyCheckout = shopperProxy("checkout");

const REDIRECT_RESULT = /^[A-Za-z0-9._~-]{1,512}$/;
const REF = /^[A-Za-z0-9._~-]{1,128}$/;

export const paymentCallbackRoutes = new Hono<AppBindings>()
  .use("/payment/*", noStore)
  .get("/payment/authentication/callback", async (c) => {
    const target = new URL(await checkoutPageOf(c, shopperLanguage(c)), "http://site.invalid");
    const redirectResult = c.req.query("redirectResult") ?? "";
    if (REDIRECT_RESULT.test(redirectResult)) target.searchParams.set("redirectResult", redirectResult);
    return c.redirect(`${target.pathname}${target.search}`, 302);
  })
  .get("/payment/authentication/result/:orderRef/:resultRef", async (c) => {
    const { orderRef, resultRef } = c.req.param();
    if (!(await readShopperCookie(c)) || !REF.test(orderRef) || !REDIRECT_RESULT.test(resultRef)) {
      throw new ApiError(404, /*i18n*/ "checkout-error.not-found");
    }
    const path = `/api/me/checkout/payment-result/${encodeURIComponent(orderRef)}/${encodeURIComponent(resultRef)}`;
    return proxyCheckout(c, { method: "GET", path }, PaymentResultSchema);
  })
  .get("/payment/3ds/challenge", async (c) => {
    const language = shopperLanguage(c);
    const ref = c.req.query("ref") ?? "";
    const challenge = await createUpstream(c.env, c.executionCtx).call("/payment/3ds/challenge", {
      timeout: "lookup",
      query: { ref, language },
      headers: { accept: "text/html" },
    });
    return c.html(await challenge.text(), challenge.status === 200 ? 200 : 404);
  });

/**
 * The checkout page the navigation of the language's start page names (the page model the pages use,
 * from the same cache), as a path on this site: a CMS may write it as an absolute address.
 */
async function checkoutPageOf(c: Context<AppBindings>, language: Language): Promise<string> {
  const pages = createPageModelSource(c.env, c.executionCtx, { editor: null, market: shopperMarket(c) });
  const { model } = await pages.lookup(`/${language}`);
  const named = model?.navigation.checkoutPageUrl;
  const url = named ? new URL(named, "http://site.invalid") : null;
  const path = url && sitePath(`${url.pathname}${url.search}`);
  if (!path) throw new ApiError(502, /*i18n*/ "checkout-error.upstream-failed");
  return path;
}
