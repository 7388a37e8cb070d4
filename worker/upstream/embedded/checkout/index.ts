// The embedded checkout API (spec 000 §7): /api/me/checkout/{cartId}/… on the shopper's cart, order
// loading, consents, the demo provider's 3-D Secure challenge page and the test-only fault switch.
import { Hono } from "hono";
import {
  CardPaymentBodySchema,
  CouponBodySchema,
  DetailsBodySchema,
  GiftCardBodySchema,
  GiftCardRemoveBodySchema,
  GreetingBodySchema,
  OrderBodySchema,
  ShippingSelectionSchema,
} from "../../../../shared/schemas/checkout.ts";
import { callLanguage } from "../commerce/cart-routes.ts";
import { cartStore } from "../commerce/cart-store.ts";
import { challengePage } from "./challenge-page.ts";
import { checkoutStore } from "./checkout-store.ts";
import { checkoutState, paymentDetails, priceCheckout } from "./checkout-view.ts";
import { consentList } from "./consents.ts";
import { faultSwitch } from "./faults.ts";
import { applyGiftCard, removeGiftCard } from "./gift-cards.ts";
import { CheckoutProblem, checkoutMessage } from "./messages.ts";
import { loadOrder } from "./order-view.ts";
import { payByCard, verifyRedirectResult } from "./payments.ts";
import { memberStore } from "../identity/member-store.ts";
import { placeOrder } from "./place-order.ts";
import { shippingMethod } from "./shipping-methods.ts";
import { authorised, body, type CheckoutBindings, type CheckoutContext, handle, ownCart, problem } from "./shopper-context.ts";
import { log } from "../../../observability/log.ts";

const CART = "/api/me/checkout/:cartId{[0-9]+}";

/**
 * The signed-in member an order belongs to: the storefront sends the member's token beside the
 * shopper's (X-Member-Authorization). A token no longer valid places the order as a guest's, logged:
 * a lapsed membership session must never stop a purchase.
 */
async function orderingMember(c: CheckoutContext): Promise<string | null> {
  const token = c.req.header("x-member-authorization")?.match(/^Bearer ([\w-]{16,128})$/)?.[1];
  if (!token) return null;
  const member = await memberStore(c.env.DB).memberOfToken(token);
  if (!member) log.warn("An order came with a member token that is no longer valid; placed as a guest's");
  return member?.id ?? null;
}

const priced = async (c: CheckoutContext) => priceCheckout(c.env.DB, await ownCart(c), c.get("language"), c.get("market"));
const reload = async (c: CheckoutContext) =>
  priceCheckout(c.env.DB, await cartStore(c.env.DB).load(c.get("anonymousId")), c.get("language"), c.get("market"));

export const checkoutApp = new Hono<CheckoutBindings>();

// Registered before the carts' routes, so a fault can stop any /api/me call (see faults.ts).
checkoutApp.use("*", faultSwitch);

checkoutApp.get("/api/me/checkout/consents", (c) =>
  c.json(consentList(callLanguage(c.req.query("language"), c.req.header("accept-language")))),
);

checkoutApp.get("/payment/3ds/challenge", async (c) => {
  const language = callLanguage(c.req.query("language"), c.req.header("accept-language"));
  const page = await challengePage(c.env.DB, c.req.query("ref") ?? "", language);
  c.header("Cache-Control", "no-store");
  return c.html(page.html, page.status);
});

checkoutApp.use("/api/me/checkout/*", authorised);
checkoutApp.use("/api/me/orders/*", authorised);

checkoutApp.put(
  `${CART}/details`,
  handle(async (c) => {
    const cart = await ownCart(c);
    const { shippingAddress } = await body(c, DetailsBodySchema);
    await checkoutStore(c.env.DB).saveAddress(cart.id, shippingAddress);
    return c.json(checkoutState(await reload(c), c.get("language")));
  }),
);

checkoutApp.put(
  `${CART}/coupon`,
  handle(async (c) => {
    const cart = await ownCart(c);
    const { couponCode } = await body(c, CouponBodySchema);
    const store = checkoutStore(c.env.DB);
    if (couponCode && !(await store.coupon(couponCode))) {
      const message = checkoutMessage("checkout.unknown-coupon", c.get("language"), { code: couponCode });
      throw new CheckoutProblem(400, "checkout.unknown-coupon", { code: couponCode }, [{ key: "couponCode", value: message }]);
    }
    await store.setCoupons(cart.id, couponCode ? [couponCode] : []);
    return c.json((await reload(c)).cart);
  }),
);

checkoutApp.put(
  `${CART}/greeting`,
  handle(async (c) => {
    const cart = await ownCart(c);
    const { greeting } = await body(c, GreetingBodySchema);
    await checkoutStore(c.env.DB).setGreeting(cart.id, greeting.trim() ? greeting : null);
    return c.json((await reload(c)).cart);
  }),
);

checkoutApp.get(
  `${CART}/shipping`,
  handle(async (c) => c.json(checkoutState(await priced(c), c.get("language")))),
);

checkoutApp.put(
  `${CART}/shipping`,
  handle(async (c) => {
    const cart = await ownCart(c);
    const { shippingMethod: id } = await body(c, ShippingSelectionSchema);
    if (!shippingMethod(id)) throw problem(400, "checkout.unknown-shipping-method");
    await checkoutStore(c.env.DB).saveShippingMethod(cart.id, id);
    return c.json(checkoutState(await reload(c), c.get("language")));
  }),
);

checkoutApp.get(
  `${CART}/payment`,
  handle(async (c) => c.json(paymentDetails(await priced(c), c.get("language")))),
);

checkoutApp.post(
  `${CART}/payment`,
  handle(async (c) => {
    const current = await priced(c);
    const card = await body(c, CardPaymentBodySchema);
    if (current.cart.allLineItems.length === 0) throw problem(409, "checkout.cart-empty");
    if (current.payableCents <= 0) throw problem(409, "checkout.nothing-to-pay");
    const amount = { cents: current.payableCents, currency: current.currency };
    const outcome = await payByCard(checkoutStore(c.env.DB), current.cart.id, amount, card, c.get("language"));
    const message = outcome.messageKey ? checkoutMessage(outcome.messageKey, c.get("language")) : undefined;
    return c.json({ ...outcome.result, ...(message ? { message } : {}) });
  }),
);

checkoutApp.post(
  `${CART}/gift-card`,
  handle(async (c) => {
    const current = await priced(c);
    const { code, pin } = await body(c, GiftCardBodySchema);
    await applyGiftCard(
      c.env.DB,
      current.cart.id,
      { code, pin, payableCents: current.payableCents, currency: current.currency },
      c.get("language"),
    );
    return c.json(paymentDetails(await reload(c), c.get("language")));
  }),
);

checkoutApp.delete(
  `${CART}/gift-card`,
  handle(async (c) => {
    const cart = await ownCart(c);
    const { code } = await body(c, GiftCardRemoveBodySchema);
    await removeGiftCard(c.env.DB, cart.id, code);
    return c.json(paymentDetails(await reload(c), c.get("language")));
  }),
);

checkoutApp.post(
  `${CART}/order`,
  handle(async (c) => {
    await ownCart(c);
    const order = await body(c, OrderBodySchema);
    const memberId = await orderingMember(c);
    const { created, ...placed } = await placeOrder(
      c.env.DB,
      c.get("anonymousId"),
      c.get("language"),
      c.get("market"),
      order,
      memberId,
    );
    return c.json(placed, created ? 201 : 200);
  }),
);

checkoutApp.get(
  "/api/me/checkout/payment-result/:orderRef/:resultRef",
  handle(async (c) => {
    const verified = await verifyRedirectResult(c.env.DB, c.req.param("resultRef") ?? "");
    const payment = verified ? await checkoutStore(c.env.DB).payment(verified.ref) : null;
    const cart = await cartStore(c.env.DB).load(c.get("anonymousId"));
    if (!verified || verified.ref !== c.req.param("orderRef") || !payment || payment.cart_id !== cart.id) {
      throw problem(404, "checkout.not-found");
    }
    const approved = verified.outcome === "approve" && payment.status !== "refused" && payment.status !== "cancelled";
    return c.json({ resultCode: approved ? "Authorised" : "Refused" });
  }),
);

checkoutApp.get(
  "/api/me/orders/:orderId",
  handle(async (c) => {
    const owner = { orderId: c.req.param("orderId") ?? "", anonymousId: c.get("anonymousId") };
    const order = await loadOrder(c.env.DB, owner, c.get("language"));
    if (!order) throw problem(404, "checkout.order-not-found");
    return c.json(order);
  }),
);
