// Page types by name (spec 000 §2): each a lazily loaded module, so a page ships the code it shows.
// The worker and the development server load pages through this table (page-registry.ts); the
// browser's production build loads it only to go on from the first page
// (page-registry.browser.ts).
import type { PerPageType } from "../../shared/content-types.ts";
import type { ModuleEntry } from "../registry/module-registry.ts";

/** The release page and the subscription's thank-you page share one module and one chunk (NewsPages.tsx). */
const newsPages: ModuleEntry = ["NewsPages", () => import("./NewsPages.tsx")];

export const pageModules = {
  start: ["StartPage", () => import("./StartPage.tsx")],
  landing: ["LandingPage", () => import("./LandingPage.tsx")],
  article: ["ArticlePage", () => import("./ArticlePage.tsx")],
  "d2c-article": ["D2cArticlePage", () => import("./D2cArticlePage.tsx")],
  "http-error": ["HttpErrorPage", () => import("./HttpErrorPage.tsx")],
  product: ["ProductPage", () => import("./ProductPage.tsx")],
  "custom-tablet": ["CustomTabletPage", () => import("./CustomTabletPage.tsx")],
  "product-page": ["ProductContentPage", () => import("./ProductContentPage.tsx")],
  category: ["CategoryPage", () => import("./CategoryPage.tsx")],
  "search-result": ["SearchResultPage", () => import("./SearchResultPage.tsx")],
  search: ["ContentSearchPage", () => import("./ContentSearchPage.tsx")],
  checkout: ["CheckoutPage", () => import("./CheckoutPage.tsx")],
  "order-confirmation": ["OrderConfirmationPage", () => import("./OrderConfirmationPage.tsx")],
  cart: ["CartPage", () => import("./CartPage.tsx")],
  "my-kaarna": ["MyAccount", () => import("./member/MyAccount.tsx")],
  "d2c-my-kaarna": ["MemberDetails", () => import("./member/MemberDetails.tsx")],
  "d2c-my-order-history": ["MemberOrders", () => import("./member/MemberOrders.tsx")],
  "d2c-my-email-preferences": ["MemberEmailPreferences", () => import("./member/MemberEmailPreferences.tsx")],
  "consent-policy": ["ConsentPolicy", () => import("./consents/ConsentPolicy.tsx")],
  "marketing-consent": ["MarketingConsent", () => import("./consents/MarketingConsent.tsx")],
  "products-page": ["ProductsPage", () => import("./ProductsPage.tsx")],
  "product-container": ["ProductContainerPage", () => import("./ProductContainerPage.tsx")],
  location: ["LocationPage", () => import("./LocationPage.tsx")],
  "location-lunch-list": ["LocationLunchListPage", () => import("./LocationLunchListPage.tsx")],
  "cision-news-release": newsPages,
  "marketing-automation-campaign-thank-you": newsPages,
  recipe: ["RecipePage", () => import("./RecipePage.tsx")],
} satisfies PerPageType<ModuleEntry>;
