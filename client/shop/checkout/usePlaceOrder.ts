// Places the order (spec 000 §4, §7): a buyer who asked to become a member is signed up and in first
// (so the order is theirs; an address that already has a membership stops here with the worker's
// message), then, when a card is due, the card is charged (Authorised goes
// on, Refused comes back as a message, RedirectShopper leaves for the 3-D Secure page, which returns
// with redirectResult); then the order is created with one idempotency key per attempt, so a double
// click or a repeated submit makes one order. Success invalidates checkout and cart data and opens
// the order confirmation page.
import { useRef } from "react";
import { useNavigate } from "react-router";
import type { Cart } from "../../../shared/schemas/cart.ts";
import type { CardPaymentBody, OrderCreated } from "../../../shared/schemas/checkout.ts";
import type { SignUpBody } from "../../../shared/schemas/member.ts";
import { usePageModel } from "../../app/page-context.ts";
import { trackAddPaymentInfo } from "../../analytics/checkout-events.ts";
import { ApiRequestError } from "../../app/api-client.ts";
import { checkoutApi } from "./checkout-api.ts";
import { saveOrderChoices } from "./order-choices.ts";
import { useCheckoutCall } from "./useCheckoutCall.ts";
import { useCheckoutMutation } from "./useCheckoutMutation.ts";

export interface PlaceOrderInput {
  card: CardPaymentBody | null;
  consents: string[];
  isBecomeKaarnaMember: boolean;
  /** The new member's details and password when the buyer asked to join and is not signed in. */
  signUp: SignUpBody | null;
  redirectResult: string | null;
}

export type PlaceOrderOutcome =
  | { kind: "placed"; order: OrderCreated }
  | { kind: "refused"; message: string | null }
  | { kind: "redirected" };

export function usePlaceOrder(cart: Cart) {
  const { fetchApi, queryClient, language } = useCheckoutCall();
  const navigate = useNavigate();
  const { orderConfirmationPageUrl } = usePageModel().navigation;
  const attemptKey = useRef<string | null>(null);
  const inFlight = useRef(false);

  const mutation = useCheckoutMutation({
    mutationFn: async (input: PlaceOrderInput): Promise<PlaceOrderOutcome> => {
      attemptKey.current ??= crypto.randomUUID();
      if (input.signUp) {
        try {
          await checkoutApi.becomeMember(fetchApi, input.signUp, language);
        } catch (error) {
          if (error instanceof ApiRequestError && error.refused)
            return { kind: "refused", message: error.entries[0]?.value ?? error.message };
          throw error;
        }
        void queryClient.invalidateQueries({ queryKey: ["member"] });
      }
      if (input.card) {
        trackAddPaymentInfo(cart, "card");
        const result = await checkoutApi.pay(fetchApi, cart.id, input.card, language);
        if (result.resultCode === "Refused") return { kind: "refused", message: result.message ?? null };
        if (result.resultCode === "RedirectShopper" && result.redirectUrl) {
          saveOrderChoices({ consents: input.consents, isBecomeKaarnaMember: input.isBecomeKaarnaMember });
          window.location.assign(result.redirectUrl);
          return { kind: "redirected" };
        }
      } else if (!input.redirectResult) {
        trackAddPaymentInfo(cart, "gift-card");
      }
      const order = await checkoutApi.placeOrder(
        fetchApi,
        cart.id,
        {
          consents: input.consents,
          isBecomeKaarnaMember: input.isBecomeKaarnaMember,
          idempotencyKey: attemptKey.current,
          ...(input.redirectResult ? { redirectResult: input.redirectResult } : {}),
        },
        language,
      );
      return { kind: "placed", order };
    },
    onSuccess: async (outcome) => {
      // A refused card ends this attempt; the retry is a new one.
      if (outcome.kind === "refused") attemptKey.current = null;
      if (outcome.kind !== "placed") return;
      const target = orderConfirmationPageUrl ?? "/";
      // Leave first, so the emptied cart never flashes the empty-checkout message.
      await navigate(`${target}?orderId=${encodeURIComponent(outcome.order.orderId)}`);
      void queryClient.invalidateQueries({ queryKey: ["checkout"] });
      void queryClient.invalidateQueries({ queryKey: ["cart"] });
    },
    onError: (error) => {
      // A refusal by the shop ends the attempt; a lost answer keeps the key so a retry cannot double the order.
      if (error instanceof ApiRequestError && error.status < 500) attemptKey.current = null;
    },
  });

  const place = (input: PlaceOrderInput) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(input, {
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };
  return { place, isPending: mutation.isPending, outcome: mutation.data ?? null };
}
