// Once per order number (spec 001 §4): the purchase event, the recently-viewed list cleared and the
// number recorded in local storage, so a reload or a second visit sends nothing again.
import { useEffect } from "react";
import { STORAGE_KEYS } from "../../../shared/storage-keys.ts";
import type { Order } from "../../../shared/schemas/checkout.ts";
import { trackPurchase } from "../../analytics/checkout-events.ts";

const RECENTLY_VIEWED_KEY = "recently-viewed";

function trackedOrders(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.trackedOrders) ?? "[]");
    return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

export function useTrackPurchase(order: Order | undefined) {
  const orderNumber = order?.orderNumber;
  useEffect(() => {
    if (!order || !orderNumber) return;
    const tracked = trackedOrders();
    if (tracked.includes(orderNumber)) return;
    trackPurchase(order);
    try {
      localStorage.removeItem(RECENTLY_VIEWED_KEY);
      localStorage.setItem(STORAGE_KEYS.trackedOrders, JSON.stringify([...tracked, orderNumber]));
    } catch {
      // Storage may be off; the event was still sent.
    }
  }, [order, orderNumber]);
}
