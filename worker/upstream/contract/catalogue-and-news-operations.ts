// The catalogue's reads (spec 000 §7 product list, search and suggestions), the news provider's
// (spec 001 §7 press releases, the subscription's post, the thank-you data) and the marketing
// consents a person manages with an email's link (spec 000 §2).
import * as v from "valibot";
import { PROVIDER_ID } from "../../../shared/press-releases.ts";
import { ListingResponseSchema, ProductSuggestionSchema } from "../../../shared/schemas/catalogue.ts";
import { ConsentTokenBodySchema, PersonConsentsSchema, UnsubscribeBodySchema } from "../../../shared/schemas/consents.ts";
import { FeedQuerySchema, LanguageQuerySchema, ThankYouQuerySchema } from "../../../shared/schemas/press-release-queries.ts";
import { SubscriptionPostSchema } from "../../../shared/schemas/press-release-subscription.ts";
import {
  CategoriesAndYearsSchema,
  FeedPageSchema,
  ReleaseSchema,
  ThankYouDataSchema,
} from "../../../shared/schemas/press-releases.ts";
import { json, LANGUAGE, MARKET, problem, SERVER_FAILURE, type UpstreamOperation } from "./upstream-operation.ts";

const Count = v.pipe(v.string(), v.regex(/^\d{1,9}$/));
const ProviderId = v.pipe(v.string(), v.regex(PROVIDER_ID));
const Filter = v.pipe(v.string(), v.maxLength(300), v.description("Chosen facet values, comma-separated."));

/** The listing's query; filter.{group} parameters (brand, type, diet, size) narrow it by facet. */
const ListingQuery = v.object({
  category: v.optional(v.pipe(v.string(), v.maxLength(64))),
  brand: v.optional(v.pipe(v.string(), v.maxLength(64))),
  q: v.optional(v.pipe(v.string(), v.maxLength(100))),
  page: v.optional(Count),
  pageSize: v.optional(Count),
  sortBy: v.optional(v.picklist(["standard", "name", "price", "news"])),
  sortDirection: v.optional(v.picklist(["asc", "desc"])),
  language: LANGUAGE,
  market: MARKET,
  limit: v.optional(Count),
  "filter.brand": v.optional(Filter),
  "filter.type": v.optional(Filter),
  "filter.diet": v.optional(Filter),
  "filter.size": v.optional(Filter),
});

const listing = (id: string, path: string, summary: string): UpstreamOperation => ({
  id,
  method: "get",
  path,
  tag: "catalogue",
  summary,
  query: ListingQuery,
  answers: {
    "200": json("A page of product cards, the facets and the total.", ListingResponseSchema),
    "400": problem("A parameter the catalogue refuses (the worker answers the browser 400 too)."),
    ...SERVER_FAILURE,
  },
});

const consentCall = (step: "person" | "unsubscribe" | "revoke", summary: string, body: v.GenericSchema): UpstreamOperation => ({
  id: `consents${step[0]!.toUpperCase()}${step.slice(1)}`,
  method: "post",
  path: `/api/cda/consent-policies/${step}`,
  tag: "consents",
  summary,
  query: v.object({ language: LANGUAGE }),
  body: { type: "application/json", schema: body },
  answers: {
    "200": json("The person's marketing consents as they are now.", PersonConsentsSchema),
    "404": problem("The link's token is unknown or used up."),
    ...SERVER_FAILURE,
  },
});

export const CATALOGUE_AND_NEWS_OPERATIONS: UpstreamOperation[] = [
  listing("productListing", "/api/cda/products", "A category's (or the whole catalogue's) products, filtered, sorted and paged"),
  listing("productSearch", "/api/cda/products/search", "Products matching the words q"),
  {
    id: "productSuggestions",
    method: "get",
    path: "/api/cda/products/suggest",
    tag: "catalogue",
    summary: "The header search's suggestions for the words q",
    query: ListingQuery,
    answers: {
      "200": json("At most limit suggestions.", v.object({ results: v.array(ProductSuggestionSchema) })),
      "400": problem("A parameter the catalogue refuses."),
      ...SERVER_FAILURE,
    },
  },
  {
    id: "pressReleaseCategoriesAndYears",
    method: "get",
    path: "/api/cda/press-releases/categories-and-years",
    tag: "news",
    summary: "The newsroom's categories and the years with releases",
    query: LanguageQuerySchema,
    answers: {
      "200": json("Categories and years.", CategoriesAndYearsSchema),
      "400": problem("No such language."),
      ...SERVER_FAILURE,
    },
  },
  {
    id: "pressReleaseFeed",
    method: "get",
    path: "/api/cda/press-releases/feeds/{feedId}",
    tag: "news",
    summary: "A page of a feed's releases, by year, categories and keywords",
    pathParameters: v.object({ feedId: ProviderId }),
    query: FeedQuerySchema,
    answers: {
      "200": json("A page of release summaries.", FeedPageSchema),
      "400": problem("A parameter the provider refuses."),
      "404": problem("No such feed."),
      ...SERVER_FAILURE,
    },
  },
  {
    id: "pressRelease",
    method: "get",
    path: "/api/cda/press-releases/{id}",
    tag: "news",
    summary: "One release in a language",
    pathParameters: v.object({ id: ProviderId }),
    query: LanguageQuerySchema,
    answers: {
      "200": json("The release, its body HTML (sanitised by the worker), pictures and files.", ReleaseSchema),
      "400": problem("A parameter the provider refuses."),
      "404": problem("No such release in this language."),
      ...SERVER_FAILURE,
    },
  },
  {
    id: "pressReleaseSubscription",
    method: "post",
    path: "/api/cda/press-releases/subscriptions",
    tag: "news",
    summary: "The subscription form's post, forwarded as the browser sent it",
    body: { type: "application/x-www-form-urlencoded", schema: SubscriptionPostSchema },
    answers: {
      "303": {
        description:
          "Where the subscriber goes: the post's redirect page with ?identifier= on success, its redirectError page otherwise. The worker follows only these two of the site's own pages.",
        headers: { location: "The page, a path on the site." },
      },
      "400": problem("redirect or redirectError is not a page of the site: the worker sends the subscriber to the error page."),
      ...SERVER_FAILURE,
    },
  },
  {
    id: "marketingThankYou",
    method: "get",
    path: "/api/cda/marketing-automation/thank-you",
    tag: "news",
    summary: "The thank-you page's campaign data for a subscription",
    query: ThankYouQuerySchema,
    answers: {
      "200": json("The campaign's data.", ThankYouDataSchema),
      "400": problem("Not a subscription identifier."),
      "404": problem("No campaign has this identifier."),
      ...SERVER_FAILURE,
    },
  },
  consentCall("person", "Who the link's token belongs to and their consents", ConsentTokenBodySchema),
  consentCall("unsubscribe", "Leave the chosen single subscriptions", UnsubscribeBodySchema),
  consentCall("revoke", "Withdraw every marketing consent", ConsentTokenBodySchema),
];
