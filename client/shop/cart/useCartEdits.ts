// Quantity edits and removals (spec 000 §4, §8, §9): an edit shows at once (optimistic, the line
// marked pending) and is sent CART_QUANTITY_SEND_DELAY_MS after the last change of that line, so a
// run of clicks becomes one call with the last value. A failed call brings the earlier cart back,
// refetches it and shows the cart-error snackbars. Removal is sent at once.
import { viewCart } from "./mini-cart-opener.ts";
import { useLingui } from "@lingui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useNavigate } from "react-router";
import type { Cart, LineItem } from "../../../shared/schemas/cart.ts";
import { trackAddToCart } from "../../analytics/shop-events.ts";
import { usePageModel } from "../../app/page-context.ts";
import { useStorefront } from "../../app/storefront-context.ts";
import { useSnackbars } from "../../components/snackbars/SnackbarProvider.tsx";
import { trackRemoveFromCart } from "./cart-analytics.ts";
import { withShipments } from "./cart-removal.ts";
import { cartApi } from "./cart-api.ts";
import { cartErrorSnackbars } from "./cart-error-snackbars.ts";
import { withLineQuantity } from "./cart-optimistic.ts";
import { CART_KEY, setAnsweredCart } from "./cart-queries.ts";
import { setLinePending } from "./usePendingCartLines.ts";

export const CART_QUANTITY_SEND_DELAY_MS = 500;

interface PendingEdit {
  timer: ReturnType<typeof setTimeout>;
  /** The cart before the first edit of this run: what comes back if the call fails. */
  before: Cart;
  line: LineItem;
  quantity: number;
}

export interface CartEdits {
  setQuantity(line: LineItem, quantity: number): void;
  remove(line: LineItem): Promise<void>;
}

export function useCartEdits(): CartEdits {
  const { fetchApi } = useStorefront();
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const snackbars = useSnackbars();
  const navigate = useNavigate();
  const cartUrl = usePageModel().navigation.cartPageUrl;
  const language = i18n.locale;
  const pending = useRef(new Map<number, PendingEdit>());

  const latest = useRef({ fetchApi, language, i18n, snackbars, navigate, cartUrl });
  latest.current = { fetchApi, language, i18n, snackbars, navigate, cartUrl };

  const fail = useCallback(
    (error: unknown, before?: Cart) => {
      const { i18n, snackbars, navigate, cartUrl } = latest.current;
      if (before) queryClient.setQueryData(CART_KEY, before);
      void queryClient.invalidateQueries({ queryKey: CART_KEY, exact: true });
      for (const snackbar of cartErrorSnackbars(error, i18n, () => viewCart(navigate, cartUrl))) snackbars.show(snackbar);
    },
    [queryClient],
  );

  /**
   * The server's cart, with edits still waiting to be sent laid over it so they do not flicker back. A
   * look at the cart on its way (the refetch after a failed edit) is called off: it would answer the
   * cart as it was before this call, and a removed line came back.
   */
  const settle = useCallback(
    (cart: Cart) => {
      let shown = cart;
      for (const [lineId, edit] of pending.current)
        shown = withLineQuantity(shown, lineId, edit.quantity, latest.current.language);
      setAnsweredCart(queryClient, shown);
    },
    [queryClient],
  );

  const send = useCallback(
    async (lineId: number) => {
      const edit = pending.current.get(lineId);
      if (!edit) return;
      clearTimeout(edit.timer);
      pending.current.delete(lineId);
      const { line, quantity, before } = edit;
      try {
        const { fetchApi, language } = latest.current;
        const cart = await cartApi.quantity(fetchApi, { code: line.code, quantity, shipmentId: line.shipmentId }, language);
        settle(cart);
        if (quantity < line.quantity) trackRemoveFromCart(line, line.quantity - quantity, cart.currency);
        else trackAddToCart(cart, line.code, quantity - line.quantity);
      } catch (error) {
        fail(error, before);
      } finally {
        if (!pending.current.has(lineId)) setLinePending(queryClient, lineId, false);
      }
    },
    [queryClient, settle, fail],
  );

  const setQuantity = useCallback(
    (line: LineItem, quantity: number) => {
      // Below 0 is ignored (spec 000 §5); 0 is a removal, which has its own call.
      if (!Number.isInteger(quantity) || quantity < 1) return;
      const current = queryClient.getQueryData<Cart>(CART_KEY);
      if (!current) return;
      void queryClient.cancelQueries({ queryKey: CART_KEY, exact: true });
      const earlier = pending.current.get(line.id);
      if (earlier) clearTimeout(earlier.timer);
      const timer = setTimeout(() => void send(line.id), CART_QUANTITY_SEND_DELAY_MS);
      pending.current.set(line.id, {
        timer,
        before: earlier?.before ?? current,
        line: earlier?.line ?? line,
        quantity,
      });
      setLinePending(queryClient, line.id, true);
      queryClient.setQueryData(CART_KEY, withLineQuantity(current, line.id, quantity, latest.current.language));
    },
    [queryClient, send],
  );

  const remove = useCallback(
    async (line: LineItem) => {
      const edit = pending.current.get(line.id);
      if (edit) clearTimeout(edit.timer);
      pending.current.delete(line.id);
      setLinePending(queryClient, line.id, true);
      try {
        const { fetchApi, language } = latest.current;
        const cart = withShipments(await cartApi.delete(fetchApi, { code: line.code, shipmentId: line.shipmentId }, language));
        settle(cart);
        trackRemoveFromCart(line, edit?.line.quantity ?? line.quantity, cart.currency);
      } catch (error) {
        fail(error, edit?.before);
      } finally {
        setLinePending(queryClient, line.id, false);
      }
    },
    [queryClient, settle, fail],
  );

  // An edit made just before the drawer closes (or the page changes) is sent now, not lost.
  useEffect(() => {
    const edits = pending.current;
    return () => {
      for (const lineId of [...edits.keys()]) void send(lineId);
    };
  }, [send]);

  return useMemo(() => ({ setQuantity, remove }), [setQuantity, remove]);
}
