// Page types by name (spec 000 §2): each a lazily loaded module, so a page ships the code it shows.
import type { PageProps } from "./page-props.ts";
import type { PerPageType } from "../../shared/content-types.ts";
import { createModuleRegistry, type ModuleEntry } from "../registry/module-registry.ts";

/** The pages about a person and their data share one module and one chunk (AccountPages.tsx). */
const accountPages: ModuleEntry = ["AccountPages", () => import("./AccountPages.tsx")];

export const pageRegistry = createModuleRegistry<PageProps>({
  start: ["StartPage", () => import("./StartPage.tsx")],
  landing: ["LandingPage", () => import("./LandingPage.tsx")],
  article: ["ArticlePage", () => import("./ArticlePage.tsx")],
  "d2c-article": ["D2cArticlePage", () => import("./D2cArticlePage.tsx")],
  "http-error": ["HttpErrorPage", () => import("./HttpErrorPage.tsx")],
  product: ["ProductPage", () => import("./ProductPage.tsx")],
  "custom-tablet": ["CustomTabletPage", () => import("./CustomTabletPage.tsx")],
  category: ["CategoryPage", () => import("./CategoryPage.tsx")],
  "search-result": ["SearchResultPage", () => import("./SearchResultPage.tsx")],
  search: ["ContentSearchPage", () => import("./ContentSearchPage.tsx")],
  checkout: ["CheckoutPage", () => import("./CheckoutPage.tsx")],
  "order-confirmation": ["OrderConfirmationPage", () => import("./OrderConfirmationPage.tsx")],
  cart: ["CartPage", () => import("./CartPage.tsx")],
  "my-kaarna": accountPages,
  "d2c-my-kaarna": accountPages,
  "d2c-my-order-history": accountPages,
  "d2c-my-email-preferences": accountPages,
  "consent-policy": accountPages,
  "marketing-consent": accountPages,
} satisfies PerPageType<ModuleEntry>);
