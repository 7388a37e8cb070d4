// The shop's analytics events, loaded on their first use: a page of product cards
// sends view_item_list once it has hydrated and select_item on a click, so their code (item fields,
// list positions) is not part of the page's first load. Events are pushed in the order they were
// sent, since every send waits for the same load: select_item's list position is stored before the
// next product page's view_item reads it. The first send waits a task before it asks for the code:
// a product page sends view_item from an effect as it hydrates, and starting the code's requests
// there made that task of effects a long one.
import { loadOnce } from "../app/load-once.ts";
import { yieldToBrowser } from "../app/yield-to-browser.ts";

type ShopEvents = typeof import("./shop-events.ts");

const loadShopEvents = loadOnce(async () => {
  await yieldToBrowser();
  return import("./shop-events.ts");
});

export function sendShopEvent(send: (events: ShopEvents) => void): void {
  loadShopEvents().then(send, (error: unknown) => console.warn("The shop's analytics did not load", error));
}
