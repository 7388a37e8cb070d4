// Press releases and their subscription (spec 001 §9): the news block's default count, the newsroom's
// next-page distance, the subscription form's limits and languages, and the shapes of the provider's
// identifiers, which every boundary checks before a value reaches a call or a cache key.
import { DEFAULT_LANGUAGE, LANGUAGES } from "./languages.ts";

/** Releases a news block lists (and the newsroom loads a page at a time) when the editor sets none. */
export const NEWS_DEFAULT_COUNT = 10;
/** The newsroom loads its next page when the end of its list is this close to the bottom of the view. */
export const NEWSROOM_NEXT_PAGE_PX = 100;

export const SUBSCRIPTION_LIMITS = { nameMax: 255, emailMax: 255 } as const;
/** The languages a subscriber can receive releases in; Finnish is preselected where the page says nothing else. */
export const SUBSCRIPTION_LANGUAGES = LANGUAGES;
export const SUBSCRIPTION_DEFAULT_LANGUAGE = DEFAULT_LANGUAGE;

/** Limits of the feed call: a page, its size, and how many categories and keywords one filter names. */
export const FEED_LIMITS = { pageMax: 500, pageSizeMax: 50, categoriesMax: 20, keywordsMax: 10, keywordLength: 40 } as const;
/** Years the newsroom can filter by: a release is from this century. */
export const RELEASE_YEARS = { min: 2000, max: 2099 } as const;

/** A release's id and a feed's id: the provider's opaque identifiers (letters, digits and hyphens). */
export const PROVIDER_ID = /^[A-Za-z0-9-]{1,64}$/;
/** A category code, as the provider names its categories. */
export const CATEGORY_CODE = /^[A-Za-z0-9_-]{1,40}$/;
/** The identifier the provider gives a subscription, handed to the thank-you page. */
export const SUBSCRIPTION_IDENTIFIER = /^[A-Za-z0-9-]{8,64}$/;
/** A page of this site the provider may send the subscriber back to: a path in one of its languages. */
export const SITE_PAGE_PATH = /^\/(?:fi|en|sv)(?:\/[A-Za-z0-9._~%-]+)*\/?$/;
/** 'A simple x@y.z pattern' (spec 001 §5): something, @, something, a dot, something; no spaces. */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Where the subscription form posts (natively, no script needed): the worker forwards it to the provider. */
export const SUBSCRIPTION_FORM_ACTION = "/press-releases/subscribe";
