// Content blocks by name: the last contentType in kebab case → a lazily loaded module. The worker and
// the development server load blocks through this table (block-registry.ts); the browser's production
// build loads it only to go on from the first page (block-registry.browser.ts).
import type { PerBlockType } from "../../shared/content-types.ts";
import type { ModuleEntry } from "../registry/module-registry.ts";

export const blockModules = {
  "accordion-block": ["AccordionBlock", () => import("./AccordionBlock.tsx")],
  "back-button-navigation-block": ["BackButtonNavigationBlock", () => import("./BackButtonNavigationBlock.tsx")],
  "banner-block": ["BannerBlock", () => import("./BannerBlock.tsx")],
  "breadcrumbs-block": ["BreadcrumbsBlock", () => import("./BreadcrumbsBlock.tsx")],
  "changing-hero-block": ["ChangingHeroBlock", () => import("./ChangingHeroBlock.tsx")],
  // The colour and the size selector are one block with the attribute its type names (product-content.ts).
  "color-selector-block": ["VariantSelectorBlock", () => import("./VariantSelectorBlock.tsx")],
  "size-selector-block": ["VariantSelectorBlock", () => import("./VariantSelectorBlock.tsx")],
  // The two share fields and behaviour (blocks.ts), so they share one module and one chunk.
  "container-block": ["ContainerBlock", () => import("./ContainerBlock.tsx")],
  "content-area-block": ["ContainerBlock", () => import("./ContainerBlock.tsx")],
  "content-block": ["ContentBlock", () => import("./ContentBlock.tsx")],
  "description-block": ["DescriptionBlock", () => import("./DescriptionBlock.tsx")],
  "dropdown-navigation-block": ["DropdownNavigationBlock", () => import("./DropdownNavigationBlock.tsx")],
  "hero-block": ["HeroBlock", () => import("./HeroBlock.tsx")],
  "image-with-cta-block": ["ImageWithCtaBlock", () => import("./ImageWithCtaBlock.tsx")],
  "intro-block": ["IntroBlock", () => import("./IntroBlock.tsx")],
  "link-block": ["LinkBlock", () => import("./LinkBlock.tsx")],
  "location-finder-block": ["LocationFinderBlock", () => import("./LocationFinderBlock.tsx")],
  "news-block": ["NewsBlock", () => import("./NewsBlock.tsx")],
  "notice-block": ["NoticeBlock", () => import("./NoticeBlock.tsx")],
  "page-promoter-block": ["PagePromoterBlock", () => import("./PagePromoterBlock.tsx")],
  "popup-block": ["PopupBlock", () => import("./PopupBlock.tsx")],
  "promotion-hero-block": ["PromotionHeroBlock", () => import("./PromotionHeroBlock.tsx")],
  "raw-html-block": ["RawHtmlBlock", () => import("./RawHtmlBlock.tsx")],
  "recipe-search-block": ["RecipeSearchBlock", () => import("./RecipeSearchBlock.tsx")],
  "rich-text-block": ["RichTextBlock", () => import("./RichTextBlock.tsx")],
  "search-block": ["SearchBlock", () => import("./SearchBlock.tsx")],
  "social-media-block": ["SocialMediaBlock", () => import("./SocialMediaBlock.tsx")],
  "split-banner-block": ["SplitBannerBlock", () => import("./SplitBannerBlock.tsx")],
  "video-block": ["VideoBlock", () => import("./VideoBlock.tsx")],
  "shortcuts-block": ["ShortcutsBlock", () => import("./ShortcutsBlock.tsx")],
  "product-lists-block": ["ProductListsBlock", () => import("./ProductListsBlock.tsx")],
} satisfies PerBlockType<ModuleEntry>;
