// One call the worker makes to the upstream (the CMS, the commerce API, the identity provider), as
// the contract names it: its address, parameters, body and every answer the worker tells apart, each
// with the valibot schema the worker validates it with. docs/upstream-openapi.json is made from these.
import * as v from "valibot";
import { LANGUAGES } from "../../../shared/languages.ts";
import { MARKET_CODES } from "../../../shared/markets.ts";
import { CartErrorSchema } from "../../../shared/schemas/cart.ts";

export type Method = "get" | "post" | "put" | "delete";

/** The areas of the contract, in the order the document lists them. */
export const TAGS = {
  content: "Content: page models, blocks, the sitemap and the CMS's searches",
  catalogue: "Catalogue: listings, product search and suggestions",
  news: "News provider: press releases and subscriptions",
  consents: "Marketing consents, by the token of an email's link",
  identity: "Identity provider: tokens, userinfo, sign-up",
  member: "A signed-in member's orders and preferences",
  cart: "The shopper's cart",
  checkout: "Checkout, payment and orders",
  pictures: "The CMS's image service",
  pages: "The provider's and the CMS's browser pages (embedded mode forwards them)",
} as const;
export type Tag = keyof typeof TAGS;

/** Who the call is made as: the anonymous shopper's token, a member's, or the storefront as a client. */
export type Caller = "shopper" | "member" | "client";

export interface Answer {
  description: string;
  /** The media type; JSON answers carry the schema the worker parses them with. */
  type?: "application/json" | "text/html" | "text/plain" | "image/*";
  schema?: v.GenericSchema;
  /** Response headers the worker reads, by name. */
  headers?: Record<string, string>;
}

export interface RequestHeader {
  description: string;
  required?: boolean;
}

export interface UpstreamOperation {
  id: string;
  method: Method;
  /** The path with {parameters}, as OpenAPI writes it. */
  path: string;
  tag: Tag;
  summary: string;
  description?: string;
  /** The path's parameters: each entry one. */
  pathParameters?: v.ObjectSchema<v.ObjectEntries, undefined>;
  /** The query: each entry one parameter, required unless optional. */
  query?: v.ObjectSchema<v.ObjectEntries, undefined>;
  headers?: Record<string, RequestHeader>;
  caller?: Caller;
  body?: { type: "application/json" | "application/x-www-form-urlencoded"; schema: v.GenericSchema; description?: string };
  /** By status ("200", "4XX", "5XX"); a status the worker does not expect is the upstream failing. */
  answers: Record<string, Answer>;
}

/** How the upstream refuses a call: a status, a message in the shopper's language, field messages. */
export const ProblemSchema = CartErrorSchema;

export const json = (description: string, schema: v.GenericSchema): Answer => ({
  description,
  type: "application/json",
  schema,
});

export const problem = (description: string): Answer => json(description, ProblemSchema);

/** Every call: the worker treats any 5xx as the upstream failing and never reads its body. */
export const SERVER_FAILURE: Record<string, Answer> = {
  "5XX": {
    description:
      "The upstream failed. The worker answers its own error (or serves what it kept: page models and catalogue reads stay in KV for a day) and never reads this body.",
  },
};

export const LANGUAGE = v.picklist(LANGUAGES);
/** The market prices are in. */
export const MARKET = v.picklist(MARKET_CODES);

/** The shopper's language, which cart and checkout answers are worded in. */
export const LANGUAGE_HEADERS: Record<string, RequestHeader> = {
  "accept-language": { description: "The shopper's language again, as the spec's calls send it." },
};
