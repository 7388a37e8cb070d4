// The card payment's return paths (spec 000 §7): the 3-D Secure callback redirects to the shopper's
// checkout page keeping redirectResult (the page then places the order with it), the result lookup
// answers the payment's outcome as JSON, and the demo provider's challenge page is served through.
import { Hono } from "hono";
import type { Language } from "../../shared/languages.ts";
import { PaymentResultSchema } from "../../shared/schemas/checkout.ts";
import type { AppBindings } from "../env.ts";
import { readShopperCookie } from "../session/shopper-cookie.ts";
import { shopperLanguage, translator } from "../session/shopper-language.ts";
import { createUpstream } from "../upstream/port.ts";
import { proxyCheckout } from "./checkout-proxy.ts";
import { apiError, PRIVATE_NO_STORE } from "./guards.ts";

/** The site settings' checkoutPageUrl of each language (seed copy-*.ts urls.checkout). */
export const CHECKOUT_PAGE_URLS: Record<Language, string> = { fi: "/fi/kassa", en: "/en/checkout", sv: "/sv/kassa" };

const REDIRECT_RESULT = /^[A-Za-z0-9._~-]{1,512}$/;
const REF = /^[A-Za-z0-9._~-]{1,128}$/;

export const paymentCallbackRoutes = new Hono<AppBindings>()
  .get("/payment/authentication/callback", (c) => {
    const target = CHECKOUT_PAGE_URLS[shopperLanguage(c)];
    const redirectResult = c.req.query("redirectResult") ?? "";
    c.header("Cache-Control", PRIVATE_NO_STORE);
    if (!REDIRECT_RESULT.test(redirectResult)) return c.redirect(target, 302);
    return c.redirect(`${target}?redirectResult=${encodeURIComponent(redirectResult)}`, 302);
  })
  .get("/payment/authentication/result/:orderRef/:resultRef", async (c) => {
    const { orderRef, resultRef } = c.req.param();
    const tr = translator(shopperLanguage(c));
    if (!readShopperCookie(c) || !REF.test(orderRef) || !REDIRECT_RESULT.test(resultRef)) {
      return apiError(c, 404, tr.t("checkout-error.not-found"));
    }
    const path = `/api/me/checkout/payment-result/${encodeURIComponent(orderRef)}/${encodeURIComponent(resultRef)}`;
    const response = await proxyCheckout(c, { method: "GET", path }, PaymentResultSchema);
    response.headers.set("Cache-Control", PRIVATE_NO_STORE);
    return response;
  })
  .get("/payment/3ds/challenge", async (c) => {
    const language = shopperLanguage(c);
    const ref = c.req.query("ref") ?? "";
    const url = `https://upstream.invalid/payment/3ds/challenge?ref=${encodeURIComponent(ref)}&language=${language}`;
    const upstream = await createUpstream(c.env, c.executionCtx).fetch(new Request(url, { headers: { accept: "text/html" } }));
    c.header("Cache-Control", PRIVATE_NO_STORE);
    return c.html(await upstream.text(), upstream.status === 200 ? 200 : 404);
  });
