// Checkout events in the data layer (spec 000 §9 "Analytics event mapping"): begin_checkout,
// add_shipping_info, add_payment_info and purchase, each with all line items; purchase also carries
// tax, shipping, total and the transaction id (the order number).
import type { Cart } from "../../shared/schemas/cart.ts";
import type { Order } from "../../shared/schemas/checkout.ts";
import { pushEvent } from "./data-layer.ts";
import { type AnalyticsItem, lineItem } from "./shop-events.ts";

function cartEcommerce(cart: Cart) {
  return {
    currency: cart.currency,
    value: cart.totalPrice,
    coupon: cart.couponCodes[0],
    items: cart.allLineItems.map((line) => lineItem(line, line.quantity, cart.currency)),
  };
}

export function trackBeginCheckout(cart: Cart) {
  if (!cart.allLineItems.length) return;
  pushEvent({ event: "begin_checkout", ecommerce: cartEcommerce(cart) });
}

export function trackAddShippingInfo(cart: Cart, shippingMethodName: string | null) {
  pushEvent({
    event: "add_shipping_info",
    ecommerce: { ...cartEcommerce(cart), shipping_tier: shippingMethodName ?? undefined },
  });
}

export function trackAddPaymentInfo(cart: Cart, paymentType: string) {
  pushEvent({ event: "add_payment_info", ecommerce: { ...cartEcommerce(cart), payment_type: paymentType } });
}

function orderItems(order: Order): AnalyticsItem[] {
  return order.shipments.flatMap((shipment) => shipment.lineItems.map((line) => lineItem(line, line.quantity, order.currency)));
}

export function trackPurchase(order: Order) {
  pushEvent({
    event: "purchase",
    ecommerce: {
      transaction_id: order.orderNumber,
      affiliation: "D2C shop",
      currency: order.currency,
      value: order.totals.total,
      tax: order.totals.taxTotal,
      shipping: order.totals.shippingTotal,
      coupon: order.couponCodes[0],
      payment_type: order.payments.map((payment) => payment.paymentType).join(", ") || undefined,
      shipping_tier: order.shippingMethodName ?? undefined,
      items: orderItems(order),
    },
  });
}
