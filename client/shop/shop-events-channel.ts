// Shop events shared between the shop's open tabs (spec 000 §1) over the d2c:broadcastChannel
// BroadcastChannel. Each message names the tab that sent it, so an event that would come back to its
// sender, or be sent on again by a tab that received it, is dropped with a console warning instead of
// echoing between tabs. Channel errors are only logged.
import type { Cart } from "../../shared/schemas/cart.ts";

export const SHOP_EVENTS_CHANNEL = "d2c:broadcastChannel";

export type ShopEvent = { type: "cart-updated"; cart: Cart };
type Envelope = ShopEvent & { sender: string };

export interface ShopEventsChannel {
  /** Sends an event to the other tabs, unless it is one this tab has just received. */
  post(event: ShopEvent): void;
  close(): void;
}

const newTabId = () => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : String(Math.random()));

export function openShopEventsChannel(onEvent: (event: ShopEvent) => void): ShopEventsChannel | null {
  if (typeof BroadcastChannel === "undefined") return null;
  const tabId = newTabId();
  // True while a received event is handed over: what the handler changes (the cached cart) must not
  // be sent back out. The query cache tells its listeners synchronously, so a flag is enough.
  let delivering = false;
  let channel: BroadcastChannel;
  try {
    channel = new BroadcastChannel(SHOP_EVENTS_CHANNEL);
  } catch (error) {
    console.error("Shop events channel could not be opened", error);
    return null;
  }
  channel.onmessage = (message: MessageEvent<Envelope>) => {
    const event = message.data;
    if (event?.type !== "cart-updated") return;
    if (event.sender === tabId) {
      console.warn("Shop event ignored: it came back to the tab that sent it", event.type);
      return;
    }
    delivering = true;
    try {
      onEvent({ type: event.type, cart: event.cart });
    } finally {
      delivering = false;
    }
  };
  channel.onmessageerror = (error) => console.error("Shop events channel message error", error);
  return {
    post(event) {
      if (delivering) {
        console.warn("Shop event not re-sent: it was received from another tab", event.type);
        return;
      }
      try {
        channel.postMessage({ ...event, sender: tabId } satisfies Envelope);
      } catch (error) {
        console.error("Shop events channel could not send", error);
      }
    },
    close: () => channel.close(),
  };
}
