// The browser's checkout calls to the worker's proxy (spec 000 §7): JSON in, JSON out. The worker
// validates every body against shared/schemas/checkout.ts and builds every error body, so the browser
// only types what it reads; failures are ApiRequestError with the parsed body for the spec's snackbars.
import type {
  CardPaymentBody,
  CheckoutState,
  ConsentList,
  Order,
  OrderBody,
  OrderCreated,
  PaymentDetails,
  PaymentResult,
  ShippingAddressInput,
} from "../../../shared/schemas/checkout.ts";
import type { MembershipUser, SignUpBody } from "../../../shared/schemas/member.ts";
import { createApiClient } from "../../app/api-client.ts";
import type { ApiFetch } from "../../app/storefront-context.ts";

function call<T>(
  fetchApi: ApiFetch,
  path: string,
  language: string,
  method: "GET" | "POST" | "PUT" | "DELETE" = "GET",
  body?: unknown,
): Promise<T> {
  const api = createApiClient(fetchApi, language);
  return method === "GET" ? api.get<T>(path) : api.send<T>(method, path, body);
}

const base = (cartId: number) => `/api/me/checkout/${cartId}`;

export const checkoutApi = {
  shipping: (fetchApi: ApiFetch, cartId: number, language: string) =>
    call<CheckoutState>(fetchApi, `${base(cartId)}/shipping`, language),
  chooseShipping: (fetchApi: ApiFetch, cartId: number, shippingMethod: string, language: string) =>
    call<CheckoutState>(fetchApi, `${base(cartId)}/shipping`, language, "PUT", { shippingMethod }),
  details: (fetchApi: ApiFetch, cartId: number, shippingAddress: ShippingAddressInput, language: string) =>
    call<CheckoutState>(fetchApi, `${base(cartId)}/details`, language, "PUT", { shippingAddress }),
  payment: (fetchApi: ApiFetch, cartId: number, language: string) =>
    call<PaymentDetails>(fetchApi, `${base(cartId)}/payment`, language),
  pay: (fetchApi: ApiFetch, cartId: number, card: CardPaymentBody, language: string) =>
    call<PaymentResult>(fetchApi, `${base(cartId)}/payment`, language, "POST", card),
  applyGiftCard: (fetchApi: ApiFetch, cartId: number, card: { code: string; pin: string }, language: string) =>
    call<{ message?: string }>(fetchApi, `${base(cartId)}/gift-card`, language, "POST", card),
  removeGiftCard: (fetchApi: ApiFetch, cartId: number, code: string, language: string) =>
    call<{ message?: string }>(fetchApi, `${base(cartId)}/gift-card`, language, "DELETE", { code }),
  placeOrder: (fetchApi: ApiFetch, cartId: number, body: OrderBody, language: string) =>
    call<OrderCreated>(fetchApi, `${base(cartId)}/order`, language, "POST", body),
  /** 'Become a member': signs the buyer up and in (the worker keeps the session), before the order. */
  becomeMember: (fetchApi: ApiFetch, body: SignUpBody, language: string) =>
    call<MembershipUser>(fetchApi, "/api/auth/sign-up", language, "POST", body),
  consents: (fetchApi: ApiFetch, language: string) => call<ConsentList>(fetchApi, "/api/me/checkout/consents", language),
  order: (fetchApi: ApiFetch, orderId: string, language: string) =>
    call<Order>(fetchApi, `/api/me/orders/${encodeURIComponent(orderId)}`, language),
};
