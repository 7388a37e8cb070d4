// The calls made as a shopper or a member (spec 000 §7): the identity provider's token, userinfo,
// end-session and the customers API's sign-up; a member's orders and preferences; the cart, the
// checkout's steps, payment (with the card provider's 3-D Secure challenge page) and orders.
import * as v from "valibot";
import {
  AddToCartSchema,
  DeleteFromCartSchema,
  RemoveFromCartSchema,
  UpdateQuantitySchema,
} from "../../../shared/schemas/cart-requests.ts";
import { CartSchema } from "../../../shared/schemas/cart.ts";
import {
  CardPaymentBodySchema,
  CheckoutStateSchema,
  ConsentListSchema,
  CouponBodySchema,
  DetailsBodySchema,
  GiftCardBodySchema,
  GiftCardRemoveBodySchema,
  GreetingBodySchema,
  OrderBodySchema,
  OrderCreatedSchema,
  OrderSchema,
  PaymentDetailsSchema,
  PaymentResultSchema,
  ShippingSelectionSchema,
} from "../../../shared/schemas/checkout.ts";
import {
  AnonymousTokenSchema,
  MemberTokenSchema,
  OAuthErrorSchema,
  SignUpAnswerSchema,
  UserInfoSchema,
} from "../../../shared/schemas/identity.ts";
import {
  AccountDeletionBodySchema,
  MemberExportSchema,
  MemberAddressBodySchema,
  MemberAddressSchema,
  EmailChangeAnswerSchema,
  EmailChangeBodySchema,
  EmailPreferencesSchema,
  OrderHistoryRowSchema,
  PasswordResetBodySchema,
  SignUpBodySchema,
  WidgetDataSchema,
} from "../../../shared/schemas/member.ts";
import {
  type Answer,
  json,
  LANGUAGE,
  LANGUAGE_HEADERS,
  MARKET,
  problem,
  SERVER_FAILURE,
  type UpstreamOperation,
} from "./upstream-operation.ts";

const CartId = v.object({ cartId: v.pipe(v.string(), v.regex(/^\d+$/)) });
const Uuid = v.pipe(v.string(), v.uuid());
const REFUSED = { "401": problem("The shopper's token is unknown or expired: the worker gets a new one and tries once more.") };
const MEMBER_REFUSED = {
  "401": problem("The member's token no longer works (signed out elsewhere): the worker ends the member's session."),
};

/** A cart or checkout call as the shopper: the whole answer, or the upstream's refusal passed on to the shopper. */
function asShopper(
  id: string,
  method: UpstreamOperation["method"],
  path: string,
  summary: string,
  answer: Answer,
  body?: v.GenericSchema,
  extra: Partial<UpstreamOperation> = {},
): UpstreamOperation {
  return {
    id,
    method,
    path,
    tag: path.startsWith("/api/me/cart") ? "cart" : "checkout",
    summary,
    caller: "shopper",
    query: v.object({ language: LANGUAGE, market: MARKET }),
    headers: LANGUAGE_HEADERS,
    ...(body ? { body: { type: "application/json" as const, schema: body } } : {}),
    ...extra,
    answers: {
      "200": answer,
      ...REFUSED,
      "4XX": problem("A refusal in the shopper's language (stock, a wrong code, a missing step), shown to the shopper as it is."),
      ...SERVER_FAILURE,
      ...extra.answers,
    },
  };
}

const cart = json("The whole cart, priced in the market.", CartSchema);
const checkoutState = json("The checkout's state: details, shipping methods and the chosen one.", CheckoutStateSchema);
const paymentDetails = json("What is left to pay and the gift cards used.", PaymentDetailsSchema);

export const SHOPPER_OPERATIONS: UpstreamOperation[] = [
  {
    id: "token",
    method: "post",
    path: "/connect/token",
    tag: "identity",
    summary: "A bearer token: the anonymous shopper's, or a member's for a sign-in's code",
    description:
      "grant_type=anonymous (client_id=frontend, scope=anonymous_id and the worker's anonymous id) gives the shopper's 30-minute token; grant_type=authorization_code with the storefront's client id and secret, the code, redirect_uri and the PKCE code_verifier gives a member's.",
    body: {
      type: "application/x-www-form-urlencoded",
      schema: v.variant("grant_type", [
        v.object({
          grant_type: v.literal("anonymous"),
          client_id: v.literal("frontend"),
          scope: v.literal("anonymous_id"),
          anonymous_id: Uuid,
        }),
        v.object({
          grant_type: v.literal("authorization_code"),
          client_id: v.literal("storefront"),
          client_secret: v.string(),
          code: v.string(),
          redirect_uri: v.pipe(v.string(), v.url()),
          code_verifier: v.string(),
        }),
      ]),
    },
    answers: {
      "200": json("The token.", v.union([MemberTokenSchema, AnonymousTokenSchema])),
      "400": json("A request the provider refuses (a used or unknown code).", OAuthErrorSchema),
      "401": json("An unknown client or a wrong client secret.", OAuthErrorSchema),
      ...SERVER_FAILURE,
    },
  },
  {
    id: "userInfo",
    method: "get",
    path: "/connect/userinfo",
    tag: "identity",
    summary: "The member a token belongs to",
    caller: "member",
    answers: {
      "200": json("The member's claims.", UserInfoSchema),
      "401": json("The token no longer works.", OAuthErrorSchema),
      ...SERVER_FAILURE,
    },
  },
  {
    id: "endSession",
    method: "post",
    path: "/connect/endsession",
    tag: "identity",
    summary: "End the member's session at the provider: the token stops working",
    caller: "member",
    answers: { "204": { description: "Ended." }, ...SERVER_FAILURE },
  },
  {
    id: "customerSignUp",
    method: "post",
    path: "/api/cda/customers/signup",
    tag: "identity",
    summary: "Sign the checkout's buyer up as a member, answered with a code for the worker to redeem",
    caller: "client",
    headers: { "cf-connecting-ip": { description: "The buyer's address: the provider limits attempts per address." } },
    body: {
      type: "application/json",
      schema: v.object({
        customer: SignUpBodySchema,
        language: v.optional(LANGUAGE, "fi"),
        redirectUri: v.pipe(v.string(), v.url()),
        codeChallenge: v.string(),
      }),
    },
    answers: {
      "201": json("The new member's one-time code, bound to codeChallenge and redirectUri.", SignUpAnswerSchema),
      "400": problem("The customer's details are not acceptable."),
      "401": problem("An unknown client or a wrong client secret."),
      "409": problem("A member with this email address exists."),
      "429": problem("Too many attempts from this address."),
      ...SERVER_FAILURE,
    },
  },
  {
    id: "customerPasswordToken",
    method: "post",
    path: "/api/cda/customers/password-token",
    tag: "identity",
    summary: "Mail a member a single-use link (an hour) to the provider's reset page",
    description:
      "Accepted whether or not the address has an account; the link is on the origin of redirectUri, the client's registered address.",
    caller: "client",
    headers: {
      "cf-connecting-ip": { description: "The asker's address: the provider limits requests per address and account." },
    },
    body: {
      type: "application/json",
      schema: v.object({ ...PasswordResetBodySchema.entries, redirectUri: v.pipe(v.string(), v.url()) }),
    },
    answers: {
      "202": { description: "Accepted: a member's address is mailed a link, any other nothing." },
      "400": problem("A malformed call."),
      "401": problem("An unknown client or a wrong client secret."),
      "429": problem("Too many requests from this address for this account (Retry-After)."),
      ...SERVER_FAILURE,
    },
  },
  ...(
    [
      [
        "memberOrders",
        "get",
        "/api/cda/me/orders",
        "The member's order history",
        json("Newest first.", v.array(OrderHistoryRowSchema)),
      ],
      ["memberOrder", "get", "/api/cda/me/orders/{orderNumber}", "One of the member's orders", json("The order.", OrderSchema)],
      [
        "memberWidgetData",
        "get",
        "/api/cda/me/widget-data",
        "The profile widget's key for the member",
        json("The key.", WidgetDataSchema),
      ],
      [
        "memberEmailPreferences",
        "put",
        "/api/cda/me/email-preferences",
        "Keep the member's marketing choice",
        json("The choice kept.", EmailPreferencesSchema),
      ],
    ] as const
  ).map(
    ([id, method, path, summary, answer]): UpstreamOperation => ({
      id,
      method,
      path,
      tag: "member",
      summary,
      caller: "member",
      query: v.object({ language: LANGUAGE }),
      ...(path.includes("{orderNumber}")
        ? { pathParameters: v.object({ orderNumber: v.pipe(v.string(), v.regex(/^KA-\d{6}$/)) }) }
        : {}),
      ...(method === "put" ? { body: { type: "application/json" as const, schema: EmailPreferencesSchema } } : {}),
      answers: {
        "200": answer,
        ...MEMBER_REFUSED,
        ...(path.includes("{orderNumber}") ? { "404": problem("No such order of this member's.") } : {}),
        ...SERVER_FAILURE,
      },
    }),
  ),
  {
    id: "memberEmail",
    method: "put",
    path: "/api/cda/me/email",
    tag: "identity",
    summary: "Ask for a new email address: it waits until the link mailed to it is followed",
    description:
      "Needs the current password (counted as a sign-in attempt). The same answer whether or not another member has the address; only a free one is mailed its link, on the origin of redirectUri.",
    caller: "member",
    query: v.object({ language: LANGUAGE }),
    headers: { "cf-connecting-ip": { description: "The member's address: the password check is limited per address." } },
    body: {
      type: "application/json",
      schema: v.object({ ...EmailChangeBodySchema.entries, redirectUri: v.pipe(v.string(), v.url()) }),
    },
    answers: {
      "202": json("The address now waiting for confirmation.", EmailChangeAnswerSchema),
      "400": problem("A malformed call."),
      ...MEMBER_REFUSED,
      "403": problem("The current password is wrong."),
      "429": problem("Too many attempts from this address (Retry-After)."),
      ...SERVER_FAILURE,
    },
  },
  ...(
    [
      ["memberAddresses", "get", "/api/cda/me/addresses", "The member's address book, the default first"],
      ["memberAddressAdd", "post", "/api/cda/me/addresses", "Add an address (the first is the default; at most 20)"],
      ["memberAddressChange", "put", "/api/cda/me/addresses/{id}", "Change one of the member's addresses"],
      ["memberAddressRemove", "delete", "/api/cda/me/addresses/{id}", "Remove one (the oldest left becomes the default)"],
    ] as const
  ).map(
    ([id, method, path, summary]): UpstreamOperation => ({
      id,
      method,
      path,
      tag: "identity",
      summary,
      caller: "member",
      query: v.object({ language: LANGUAGE }),
      ...(path.endsWith("{id}") ? { pathParameters: v.object({ id: v.pipe(v.string(), v.uuid()) }) } : {}),
      ...(method === "post" || method === "put"
        ? { body: { type: "application/json" as const, schema: MemberAddressBodySchema } }
        : {}),
      answers: {
        ...(method === "get"
          ? { "200": json("The addresses.", v.array(MemberAddressSchema)) }
          : method === "post"
            ? { "201": json("The address added.", MemberAddressSchema), "409": problem("The book has 20 addresses.") }
            : method === "put"
              ? { "200": json("The address changed.", MemberAddressSchema) }
              : { "204": { description: "Removed." } }),
        ...(method === "get" || method === "post" ? {} : { "404": problem("No such address of this member's.") }),
        ...(method === "post" || method === "put" ? { "400": problem("An address the API refuses.") } : {}),
        ...MEMBER_REFUSED,
        ...SERVER_FAILURE,
      },
    }),
  ),
  {
    id: "memberExport",
    method: "get",
    path: "/api/cda/me/export",
    tag: "identity",
    summary: "Everything kept of the member: profile, preferences, addresses, orders and consents",
    caller: "member",
    query: v.object({ language: LANGUAGE }),
    answers: { "200": json("The member's data.", MemberExportSchema), ...MEMBER_REFUSED, ...SERVER_FAILURE },
  },
  {
    id: "memberDelete",
    method: "delete",
    path: "/api/cda/me",
    tag: "identity",
    summary: "Delete the member's account: every token ends, the orders stay without the person",
    description: "Needs the current password (counted as a sign-in attempt).",
    caller: "member",
    query: v.object({ language: LANGUAGE }),
    headers: { "cf-connecting-ip": { description: "The member's address: the password check is limited per address." } },
    body: { type: "application/json", schema: AccountDeletionBodySchema },
    answers: {
      "204": { description: "Deleted." },
      "400": problem("No password."),
      ...MEMBER_REFUSED,
      "403": problem("The current password is wrong."),
      "429": problem("Too many attempts from this address (Retry-After)."),
      ...SERVER_FAILURE,
    },
  },
  asShopper("cart", "get", "/api/me/cart", "The shopper's cart", cart),
  asShopper("cartAdd", "post", "/api/me/cart/add", "Add a variation (or a custom tablet) to the cart", cart, AddToCartSchema),
  asShopper("cartRemove", "post", "/api/me/cart/remove", "Take some of a line away", cart, RemoveFromCartSchema),
  asShopper("cartDelete", "post", "/api/me/cart/delete", "Remove a line", cart, DeleteFromCartSchema),
  asShopper("cartQuantity", "post", "/api/me/cart/quantity", "Set a line's quantity", cart, UpdateQuantitySchema),
  {
    id: "checkoutConsents",
    method: "get",
    path: "/api/me/checkout/consents",
    tag: "checkout",
    summary: "The consents the checkout asks for (the same for everyone: cached five minutes)",
    query: v.object({ language: LANGUAGE }),
    headers: LANGUAGE_HEADERS,
    answers: { "200": json("The consents.", ConsentListSchema), ...SERVER_FAILURE },
  },
  ...[
    asShopper(
      "checkoutDetails",
      "put",
      "/api/me/checkout/{cartId}/details",
      "Save the buyer's details and address",
      checkoutState,
      DetailsBodySchema,
    ),
    asShopper("checkoutCoupon", "put", "/api/me/checkout/{cartId}/coupon", "Apply a promo code", cart, CouponBodySchema),
    asShopper(
      "checkoutGreeting",
      "put",
      "/api/me/checkout/{cartId}/greeting",
      "Keep the order's greeting",
      cart,
      GreetingBodySchema,
    ),
    asShopper(
      "checkoutShipping",
      "get",
      "/api/me/checkout/{cartId}/shipping",
      "The shipping methods for the address",
      checkoutState,
    ),
    asShopper(
      "checkoutChooseShipping",
      "put",
      "/api/me/checkout/{cartId}/shipping",
      "Choose a shipping method",
      checkoutState,
      ShippingSelectionSchema,
    ),
    asShopper("checkoutPayment", "get", "/api/me/checkout/{cartId}/payment", "What there is to pay", paymentDetails),
    asShopper(
      "checkoutPay",
      "post",
      "/api/me/checkout/{cartId}/payment",
      "Pay by card",
      json(
        "The card payment's outcome: Authorised, Refused, or RedirectShopper to the 3-D Secure challenge.",
        PaymentResultSchema,
      ),
      CardPaymentBodySchema,
    ),
    asShopper(
      "checkoutGiftCard",
      "post",
      "/api/me/checkout/{cartId}/gift-card",
      "Pay with a gift card",
      paymentDetails,
      GiftCardBodySchema,
    ),
    asShopper(
      "checkoutRemoveGiftCard",
      "delete",
      "/api/me/checkout/{cartId}/gift-card",
      "Give a gift card back",
      paymentDetails,
      GiftCardRemoveBodySchema,
    ),
    asShopper(
      "checkoutOrder",
      "post",
      "/api/me/checkout/{cartId}/order",
      "Place the order",
      json("The same order again, for a repeated idempotency key.", OrderCreatedSchema),
      OrderBodySchema,
      {
        headers: {
          ...LANGUAGE_HEADERS,
          "x-member-authorization": {
            description: "Bearer and a signed-in member's token: the order is theirs and in their history.",
          },
        },
        answers: {
          "201": json("The new order.", OrderCreatedSchema),
          "402": problem("The payment was refused or never made: the shopper stays at the payment step."),
        },
      },
    ),
  ].map((operation): UpstreamOperation => ({ ...operation, pathParameters: CartId })),
  asShopper(
    "order",
    "get",
    "/api/me/orders/{orderId}",
    "An order the shopper placed (the confirmation page)",
    json("The order.", OrderSchema),
    undefined,
    {
      pathParameters: v.object({ orderId: Uuid }),
      answers: { "404": problem("Not an order of this shopper's.") },
    },
  ),
  asShopper(
    "paymentResult",
    "get",
    "/api/me/checkout/payment-result/{orderRef}/{resultRef}",
    "The outcome of a payment back from the 3-D Secure challenge",
    json("Authorised or Refused.", PaymentResultSchema),
    undefined,
    {
      pathParameters: v.object({
        orderRef: v.pipe(v.string(), v.regex(/^[\w.~-]{1,128}$/)),
        resultRef: v.pipe(v.string(), v.regex(/^[\w.~-]{1,512}$/)),
      }),
    },
  ),
  {
    id: "threeDSecureChallenge",
    method: "get",
    path: "/payment/3ds/challenge",
    tag: "checkout",
    summary: "The card provider's 3-D Secure challenge page, served through the worker",
    description:
      "Its links return through the worker's /payment/authentication/callback with a signed redirectResult; the worker sends the shopper on to the checkout page the navigation names.",
    query: v.object({ ref: v.string(), language: LANGUAGE }),
    headers: { accept: { description: "text/html" } },
    answers: {
      "200": { description: "The challenge page.", type: "text/html" },
      "404": { description: "No payment waits for this ref: the page says so.", type: "text/html" },
      ...SERVER_FAILURE,
    },
  },
];
