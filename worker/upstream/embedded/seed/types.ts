// The shapes of the embedded backend's demo content, as written in the seed modules.
import type { Language } from "../../../../shared/languages.ts";
import type { CountryInfo } from "../../../../shared/rules/countries.ts";
import type { Banner, FooterInput, LinkButton, PopupInput } from "../../../../shared/schemas/page-model.ts";

export interface SeedPage {
  id: number;
  language: Language;
  /** The page's site path, e.g. /fi/tarinamme. Lower case, no trailing slash. */
  url: string;
  /** Shared by a page and its translations. */
  translationKey: string;
  parentId: number | null;
  sortOrder: number;
  /** The last entry names the page type in PascalCase: "Start" → start, "D2cArticle" → d2c-article. */
  contentType: string[];
  name: string;
  publishedAt?: string;
  changedAt: string;
  /**
   * The page type's own fields: mainIntro, mainBody (HTML), heading, image, pageMetadata overrides
   * (metaTitle, metaDescription, ogImage, noIndex, categories), layoutTheme, and content areas
   * (topContentArea, mainContentArea, bottomContentArea) as arrays of block ids or inline blocks.
   */
  fields: Record<string, unknown>;
}

export interface SeedBlock {
  id: number;
  language: Language;
  /** The last entry names the block module in PascalCase: "HeroBlock" → hero-block. */
  contentType: string[];
  name: string;
  fields: Record<string, unknown>;
}

export interface SeedMenuItem {
  name: string;
  url: string;
  targetFrame?: string | null;
  imageUrl?: string;
  children?: SeedMenuItem[];
  linkButtons?: LinkButton[];
}

export type MenuName = "main_menu" | "top_menu" | "bottom_menu" | "brands_menu" | "my_kaarna";

export interface SeedMenu {
  language: Language;
  menu: MenuName;
  items: SeedMenuItem[];
}

export interface SeedSiteSettings {
  language: Language;
  siteTitle: string;
  layoutTheme: string;
  openInNewTabFileExtensionList: string;
  navigation: {
    displayName: string;
    supportPageUrl: string | null;
    loginPageUrl: string | null;
    logOutPageUrl: string | null;
    searchPageUrl: string | null;
    productSearchPageUrl: string | null;
    searchSuggestions: string[];
    logoUrl: string;
    showLogoTopOfNavigation: boolean;
    cartPageUrl: string | null;
    checkoutPageUrl: string | null;
    orderConfirmationPageUrl: string | null;
    accountPageUrl: string | null;
    notFoundPageUrl: string | null;
    errorPageUrl: string | null;
    globalNavigation: { hasGlobalMenu: boolean; globalNavIcon: string | null; globalNavItems: SeedMenuItem[] };
  };
  banner: Banner | null;
  footer: FooterInput;
  sitePopup: PopupInput | null;
  countries: CountryInfo[];
}

export interface Seed {
  version: string;
  pages: SeedPage[];
  blocks: SeedBlock[];
  menus: SeedMenu[];
  settings: SeedSiteSettings[];
}
