// The card payment's return paths (spec 000 §7): the 3-D Secure callback redirects to the shopper's
// checkout page keeping redirectResult (the page then places the order with it), the result lookup
// answers the payment's outcome as JSON, and the demo provider's challenge page is served through.
import { Hono } from "hono";
import type { Language } from "../../shared/languages.ts";
import { PaymentResultSchema } from "../../shared/schemas/checkout.ts";
import { ApiError } from "../api-error.ts";
import type { AppBindings } from "../env.ts";
import { noStore } from "../middleware/no-store.ts";
import { readShopperCookie } from "../session/shopper-cookie.ts";
import { shopperLanguage } from "../session/shopper-language.ts";
import { createUpstream } from "../upstream/upstream-call.ts";
import { shopperProxy } from "./shopper-proxy.ts";

const proxyCheckout = shopperProxy("checkout");

/** The site settings' checkoutPageUrl of each language (seed copy-*.ts urls.checkout). */
export const CHECKOUT_PAGE_URLS: Record<Language, string> = { fi: "/fi/kassa", en: "/en/checkout", sv: "/sv/kassa" };

const REDIRECT_RESULT = /^[A-Za-z0-9._~-]{1,512}$/;
const REF = /^[A-Za-z0-9._~-]{1,128}$/;

export const paymentCallbackRoutes = new Hono<AppBindings>()
  .use("/payment/*", noStore)
  .get("/payment/authentication/callback", (c) => {
    const target = CHECKOUT_PAGE_URLS[shopperLanguage(c)];
    const redirectResult = c.req.query("redirectResult") ?? "";
    if (!REDIRECT_RESULT.test(redirectResult)) return c.redirect(target, 302);
    return c.redirect(`${target}?redirectResult=${encodeURIComponent(redirectResult)}`, 302);
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
