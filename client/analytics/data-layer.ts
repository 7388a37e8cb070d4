// The analytics data layer (spec 000 §9): events are pushed to window.dataLayer, except in the CMS's
// preview frame, where an editor looking at a page is no shopper's visit.
import { DEFAULT_CURRENCY } from "../../shared/site-defaults.ts";
import { inPreviewFrame } from "../app/preview-frame.ts";

export type DataLayerEvent = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

let shopCurrency: string = DEFAULT_CURRENCY;

/**
 * The currency of the shopper's market, for events that carry no cart or order of their
 * own (list, product and add-to-cart items). Set once as the page starts: a market change reloads it.
 */
export function setShopCurrency(currency: string): void {
  shopCurrency = currency;
}

export const currentShopCurrency = (): string => shopCurrency;

export function pushEvent(event: DataLayerEvent): void {
  if (typeof window === "undefined" || inPreviewFrame()) return;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}
