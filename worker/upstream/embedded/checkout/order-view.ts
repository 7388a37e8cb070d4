// An order as GET /api/me/orders/{orderId} answers it (shared/schemas/checkout.ts OrderSchema), only
// to the anonymous shopper who placed it, or to the signed-in member it belongs to (by order number).
import type { Language } from "../../../../shared/languages.ts";
import type { CustomTablet } from "../../../../shared/schemas/custom-tablet.ts";
import type { Address, Order, OrderLine } from "../../../../shared/schemas/checkout.ts";
import { money, weight } from "../commerce/format.ts";
import { shippingMethod } from "./shipping-methods.ts";

interface OrderRow {
  id: string;
  order_number: string;
  language: Language;
  email: string;
  shipping_address: string;
  shipping_method: string | null;
  coupon_codes: string;
  greeting: string | null;
  totals: string;
  total_weight_grams: number;
  created_at: string;
  /** The market's currency the order was bought in. */
  currency: string;
}
interface LineRow {
  id: number;
  shipment_id: number;
  code: string;
  display_name: string;
  quantity: number;
  placed_price_cents: number;
  extended_cents: number;
  weight_text: string | null;
  product_url: string | null;
  product_image_url: string | null;
  custom_tablet: string | null;
  brands: string;
  categories: string;
}
interface Totals {
  discount: number;
  shipping: number;
  total: number;
  tax: number;
  giftCard: number;
  payable: number;
}

/** A custom tablet travels to its recipient; the name is split for the address's first and last name. */
function recipientAddress(tablet: CustomTablet, fallback: Address): Address {
  const [firstName = "", ...rest] = tablet.name.trim().split(/\s+/);
  return {
    firstName,
    lastName: rest.join(" "),
    email: "",
    phoneNumber: tablet.phone,
    line1: tablet.address,
    line2: null,
    postalCode: tablet.postalCode,
    city: tablet.city,
    countryCode: tablet.countryCode,
    countryName: fallback.countryCode === tablet.countryCode ? fallback.countryName : null,
    regionName: null,
    name: tablet.name,
  };
}

/** Whose order: the anonymous shopper's by order id (confirmation), or a member's by order number (history). */
export type OrderOwner = { orderId: string; anonymousId: string } | { orderNumber: string; memberId: string };

export async function loadOrder(db: D1Database, owner: OrderOwner, requested: Language): Promise<Order | null> {
  const order = await ("anonymousId" in owner
    ? db.prepare("SELECT * FROM checkout_orders WHERE id = ? AND anonymous_id = ?").bind(owner.orderId, owner.anonymousId)
    : db.prepare("SELECT * FROM checkout_orders WHERE order_number = ? AND member_id = ?").bind(owner.orderNumber, owner.memberId)
  ).first<OrderRow>();
  if (!order) return null;
  const orderId = order.id;
  const language = requested;
  const [lines, payments] = await db.batch([
    db.prepare("SELECT * FROM checkout_order_lines WHERE order_id = ? ORDER BY id").bind(orderId),
    db.prepare("SELECT payment_type, amount_cents FROM checkout_order_payments WHERE order_id = ? ORDER BY id").bind(orderId),
  ]);
  const address = JSON.parse(order.shipping_address) as Address;
  const totals = JSON.parse(order.totals) as Totals;
  const shipments = new Map<number, { address: Address; lines: OrderLine[] }>();
  for (const row of lines!.results as LineRow[]) {
    const tablet = row.custom_tablet ? (JSON.parse(row.custom_tablet) as CustomTablet) : null;
    const shipment = shipments.get(row.shipment_id) ?? {
      address: tablet ? recipientAddress(tablet, address) : address,
      lines: [],
    };
    shipment.lines.push({
      id: row.id,
      code: row.code,
      displayName: row.display_name,
      quantity: row.quantity,
      productUrl: row.product_url,
      productImageUrl: row.product_image_url,
      totalWeightString: row.weight_text,
      placedPrice: row.placed_price_cents / 100,
      placedPriceString: money(row.placed_price_cents, language, order.currency),
      extendedPrice: row.extended_cents / 100,
      brands: JSON.parse(row.brands) as string[],
      categories: JSON.parse(row.categories) as string[],
      extendedPriceString: money(row.extended_cents, language, order.currency),
      isCustomTablet: tablet !== null,
      frontText: tablet?.frontText ?? null,
      backText: tablet?.backText ?? null,
      signature: tablet?.signature ?? null,
      recipientName: tablet?.name ?? null,
    });
    shipments.set(row.shipment_id, shipment);
  }
  const amount = (cents: number) => ({ value: cents / 100, display: money(cents, language, order.currency) });
  const pair = (cents: number) => [amount(cents).value, amount(cents).display] as const;
  const [taxTotal, taxTotalDisplay] = pair(totals.tax);
  const [shippingTotal, shippingTotalDisplay] = pair(totals.shipping);
  const [discountTotal, discountTotalDisplay] = pair(totals.discount);
  const [total, totalDisplay] = pair(totals.total);
  const [giftCardTotal, giftCardTotalDisplay] = pair(totals.giftCard);
  const [payableTotal, payableTotalDisplay] = pair(totals.payable);
  return {
    orderId: order.id,
    orderNumber: order.order_number,
    shipments: [...shipments].map(([shipmentId, shipment]) => ({
      shipmentId,
      shippingAddress: shipment.address,
      lineItems: shipment.lines,
    })),
    payments: (payments!.results as { payment_type: string; amount_cents: number }[]).map((payment) => ({
      paymentType: payment.payment_type,
      amount: payment.amount_cents / 100,
      amountDisplay: money(payment.amount_cents, language, order.currency),
      billingAddress: address,
    })),
    shippingMethodName: shippingMethod(order.shipping_method)?.name[language] ?? null,
    totals: {
      taxTotal,
      taxTotalDisplay,
      shippingTotal,
      shippingTotalDisplay,
      discountTotal,
      discountTotalDisplay,
      total,
      totalDisplay,
      giftCardTotal,
      giftCardTotalDisplay,
      payableTotal,
      payableTotalDisplay,
    },
    totalDisplayWeight: weight(order.total_weight_grams, language),
    couponCodes: JSON.parse(order.coupon_codes) as string[],
    greeting: order.greeting,
    email: order.email,
    language: order.language,
    currency: order.currency,
    createdAt: order.created_at,
  };
}
