// Keeps this tab's cart in step with the shop's other tabs (spec 000 §1): every change of the cached
// cart is posted on the shop events channel, and a cart posted by another tab replaces the cached one,
// so the header badge, the drawer and the cart page follow without a reload. Mounted once, in the root layout.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Cart } from "../../../shared/schemas/cart.ts";
import { openShopEventsChannel } from "../shop-events-channel.ts";
import { CART_KEY, setAnsweredCart } from "./cart-queries.ts";

export function ShopEventsBridge() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const channel = openShopEventsChannel((event) => setAnsweredCart(queryClient, event.cart));
    if (!channel) return;
    const cache = queryClient.getQueryCache();
    const unsubscribe = cache.subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "success") return;
      const key = event.query.queryKey;
      if (key.length !== CART_KEY.length || key[0] !== CART_KEY[0] || key[1] !== CART_KEY[1]) return;
      const cart = event.query.state.data as Cart | undefined;
      if (cart) channel.post({ type: "cart-updated", cart });
    });
    return () => {
      unsubscribe();
      channel.close();
    };
  }, [queryClient]);
  return null;
}
