// The whole cart as the API answers it (shared/schemas/cart.ts CartSchema): prices, tax, weights and
// display strings computed from the catalogue in the cart's language.
import type { Language } from "../../../../shared/languages.ts";
import { currencyOf, type Market } from "../../../../shared/markets.ts";
import type { Cart, LineItem } from "../../../../shared/schemas/cart.ts";
import type { CartVariation, CatalogueLookup } from "./catalogue-lookup.ts";
import type { StoredCart, StoredLine } from "./cart-store.ts";
import { fromCents, money, toCents, weight } from "./format.ts";

/** Finnish VAT on food; prices include it, so the tax is the included share. */
const FOOD_VAT_RATE = 0.14;

/** The cart priced in the market's list: the market of the call, so a change re-prices it. */
export async function cartView(cart: StoredCart, catalogue: CatalogueLookup, language: Language, market: Market): Promise<Cart> {
  const currency = currencyOf(market);
  const variations = await catalogue.variations(
    cart.lines.map((line) => line.code),
    language,
    market,
  );
  const priced = cart.lines.flatMap((line) => {
    const variation = variations.get(line.code);
    // A line whose variation left the catalogue can no longer be priced or bought.
    return variation ? [lineItem(line, variation, language, currency)] : [];
  });
  const items = priced.map((entry) => entry.item);
  const totalCents = priced.reduce((sum, entry) => sum + entry.extendedCents, 0);
  const totalGrams = priced.reduce((sum, entry) => sum + entry.grams, 0);
  const shippingCents = 0;
  const payableCents = totalCents + shippingCents;
  const taxCents = Math.round((payableCents * FOOD_VAT_RATE) / (1 + FOOD_VAT_RATE));
  return {
    id: cart.id,
    currency,
    shipments: cart.shipments.map((shipment) => ({
      id: shipment.id,
      lineItems: items.filter((item) => item.shipmentId === shipment.id),
    })),
    allLineItems: items,
    totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
    totalWeight: totalGrams,
    totalDisplayWeight: weight(totalGrams, language),
    totalTax: fromCents(taxCents),
    totalDisplayTax: money(taxCents, language, currency),
    shippingTotalPrice: fromCents(shippingCents),
    shippingTotalDisplayPrice: money(shippingCents, language, currency),
    shippingMethodName: null,
    totalPrice: fromCents(payableCents),
    totalDisplayPrice: money(payableCents, language, currency),
    hasPromotions: false,
    promotions: [],
    promotionsSavedAmount: 0,
    promotionsDisplaySavedAmount: money(0, language, currency),
    isGiftCardApplied: false,
    giftCardPaymentAmount: 0,
    giftCardPaymentDisplayAmount: money(0, language, currency),
    paymentProviderAmount: fromCents(payableCents),
    paymentProviderDisplayAmount: money(payableCents, language, currency),
    couponCodes: cart.couponCodes,
    greeting: cart.greeting,
    showDeliveryOptions: true,
  };
}

function lineItem(line: StoredLine, variation: CartVariation, language: Language, currency: string) {
  const placedCents = toCents(variation.price);
  const discountedCents = variation.discountedPrice === null ? null : toCents(variation.discountedPrice);
  const extendedCents = (discountedCents ?? placedCents) * line.quantity;
  const grams = (variation.weightGrams ?? 0) * line.quantity;
  const tablet = line.customTablet;
  const item: LineItem = {
    id: line.id,
    code: line.code,
    quantity: line.quantity,
    shipmentId: line.shipmentId,
    displayName: variation.displayName,
    productUrl: variation.productUrl,
    productImageUrl: variation.productImageUrl,
    totalWeightString: variation.weightGrams ? weight(grams, language) : null,
    placedPrice: fromCents(placedCents),
    placedPriceString: money(placedCents, language, currency),
    discountedPriceString: discountedCents === null ? null : money(discountedCents, language, currency),
    hasDiscountedPrice: discountedCents !== null,
    extendedPrice: fromCents(extendedCents),
    extendedPriceString: money(extendedCents, language, currency),
    brands: variation.brands,
    categories: variation.categories,
    isCustomTablet: tablet !== null,
    flavour: tablet?.flavour ?? null,
    frontText: tablet?.frontText ?? null,
    backText: tablet?.backText ?? null,
    signature: tablet?.signature ?? null,
    recipientName: tablet?.name ?? null,
    recipientAddress: tablet?.address ?? null,
    recipientPostalCode: tablet?.postalCode ?? null,
    recipientCity: tablet?.city ?? null,
    recipientCountry: tablet?.countryCode ?? null,
    recipientPhone: tablet?.phone ?? null,
  };
  return { item, extendedCents, grams };
}
