// The page model (spec 000 §3): what the content service returns for a page address. Parsed at every
// trust boundary: upstream responses, KV reads, and JSON the browser receives.
import * as v from "valibot";
import { html, nullableHtml } from "./html.ts";

const NullableString = v.nullish(v.string(), null);
const Url = v.string();

export const ImageSchema = v.object({
  url: Url,
  altText: v.optional(v.string(), ""),
  width: v.optional(v.number()),
  height: v.optional(v.number()),
});
export type Image = v.InferOutput<typeof ImageSchema>;

export const LinkButtonSchema = v.object({
  name: v.string(),
  url: Url,
  targetFrame: NullableString,
  isExternal: v.optional(v.boolean(), false),
});
export type LinkButton = v.InferOutput<typeof LinkButtonSchema>;

export type NavigationItem = {
  contentId: number;
  contentPath?: string | null;
  name: string;
  url: string;
  targetFrame: string | null;
  depth: number;
  selected: boolean;
  imageUrl?: string | null;
  children: NavigationItem[];
  linkButtons: LinkButton[];
};

export const NavigationItemSchema: v.GenericSchema<unknown, NavigationItem> = v.object({
  contentId: v.number(),
  contentPath: v.nullish(v.string()),
  name: v.string(),
  url: Url,
  targetFrame: NullableString,
  depth: v.optional(v.number(), 1),
  selected: v.optional(v.boolean(), false),
  imageUrl: v.nullish(v.string()),
  children: v.optional(v.array(v.lazy(() => NavigationItemSchema)), []),
  linkButtons: v.optional(v.array(LinkButtonSchema), []),
});

/**
 * The global menu (spec 000 §2): the brand's other sites behind one icon button. A CMS
 * that sends none, null, or no flag has none; globalNavIcon is the address of the button's icon.
 */
export const GlobalNavigationSchema = v.nullish(
  v.object({
    hasGlobalMenu: v.optional(v.boolean(), false),
    globalNavIcon: NullableString,
    globalNavItems: v.nullish(v.array(NavigationItemSchema), []),
  }),
  { hasGlobalMenu: false, globalNavIcon: null, globalNavItems: [] },
);

export const PageLanguageSchema = v.object({
  name: v.string(),
  displayName: v.optional(v.string()),
  url: Url,
});
export type PageLanguage = v.InferOutput<typeof PageLanguageSchema>;

export const NavigationSchema = v.object({
  pageLanguages: v.optional(v.array(PageLanguageSchema), []),
  mainMenuItems: v.optional(v.array(NavigationItemSchema), []),
  topMenuItems: v.optional(v.array(NavigationItemSchema), []),
  bottomMenuItems: v.optional(v.array(NavigationItemSchema), []),
  brandsMenuItems: v.optional(v.array(NavigationItemSchema), []),
  globalNavigation: GlobalNavigationSchema,
  supportPageUrl: NullableString,
  loginPageUrl: NullableString,
  logOutPageUrl: NullableString,
  searchPageUrl: NullableString,
  /** The product search results page, where the header's product search panel goes. */
  productSearchPageUrl: NullableString,
  searchSuggestions: v.optional(v.array(v.string()), []),
  logoUrl: NullableString,
  currentLanguageStartPage: Url,
  showLogoTopOfNavigation: v.optional(v.boolean(), false),
  cartPageUrl: NullableString,
  checkoutPageUrl: NullableString,
  orderConfirmationPageUrl: NullableString,
  accountPageUrl: NullableString,
  notFoundPageUrl: NullableString,
  errorPageUrl: NullableString,
});
export type Navigation = v.InferOutput<typeof NavigationSchema>;

export const FooterLinkSchema = v.object({ name: v.string(), url: Url, targetFrame: NullableString });
/** A link to one of the brand's social media channels, shown as the channel's icon. */
export const SocialLinkSchema = v.object({ icon: v.string(), link: v.object({ name: v.string(), url: Url }) });
export type SocialLink = v.InferOutput<typeof SocialLinkSchema>;

export const FooterSchema = v.object({
  variant: v.optional(v.picklist(["default", "webshop", "restricted"]), "default"),
  columns: v.optional(
    v.array(
      v.object({
        title: v.string(),
        links: v.optional(v.array(FooterLinkSchema), []),
        columnText: nullableHtml(),
      }),
    ),
    [],
  ),
  socialLinks: v.optional(v.array(SocialLinkSchema), []),
  backgroundImgUrl: NullableString,
  termsUrl: NullableString,
  termsLabel: NullableString,
  logoUrl: NullableString,
  copyrightHolder: NullableString,
});
export type Footer = v.InferOutput<typeof FooterSchema>;
/** A footer as the content service sends it (its HTML not yet sanitised). */
export type FooterInput = v.InferInput<typeof FooterSchema>;

export const BannerSchema = v.object({ text: v.string(), ctaLabel: NullableString, ctaUrl: NullableString });
export type Banner = v.InferOutput<typeof BannerSchema>;

export const PopupSchema = v.object({
  contentLink: v.object({ id: v.number() }),
  title: NullableString,
  body: html(),
  callToAction: NullableString,
  callToActionName: NullableString,
  openInNewWindow: v.optional(v.boolean(), false),
});
export type Popup = v.InferOutput<typeof PopupSchema>;
/** A popup as the content service sends it (its HTML not yet sanitised). */
export type PopupInput = v.InferInput<typeof PopupSchema>;

export const PageMetadataSchema = v.object({
  pageType: v.optional(v.string(), ""),
  categories: v.optional(v.array(v.string()), []),
  canonicalUrl: NullableString,
  metaTitle: NullableString,
  metaDescription: NullableString,
  ogTitle: NullableString,
  ogDescription: NullableString,
  ogImage: NullableString,
  noIndex: v.optional(v.boolean(), false),
});
export type PageMetadata = v.InferOutput<typeof PageMetadataSchema>;

/** A country the forms offer (spec 001 §3 "Country info"), named in the page's language. */
export const CountryInfoSchema = v.object({
  countryCode: v.pipe(v.string(), v.regex(/^[A-Z]{2,3}$/)),
  countryName: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  telephonePrefix: v.pipe(v.string(), v.regex(/^\+[1-9]\d{0,3}$/)),
});

/**
 * The site's countries: an entry the CMS got wrong is left out rather than failing every page (the
 * forms then simply do not offer it).
 */
const CountriesSchema = v.pipe(
  v.optional(v.array(v.unknown()), []),
  v.transform((entries) =>
    entries.flatMap((entry) => {
      const parsed = v.safeParse(CountryInfoSchema, entry);
      return parsed.success ? [parsed.output] : [];
    }),
  ),
);

/** A content block: its type decides the module; each block module parses its own fields. */
export const BlockSchema = v.looseObject({
  contentLink: v.object({ id: v.number(), guidValue: v.optional(v.string()) }),
  contentType: v.array(v.string()),
});
export type Block = v.InferOutput<typeof BlockSchema>;

export const PageModelSchema = v.looseObject({
  url: Url,
  name: v.string(),
  siteTitle: v.optional(v.string(), ""),
  contentLink: v.object({ id: v.number(), guidValue: v.optional(v.string()) }),
  contentType: v.array(v.string()),
  layoutTheme: v.nullish(v.string(), null),
  metadata: v.object({
    currentLanguage: v.string(),
    openInNewTabFileExtensionList: v.optional(v.string(), ""),
  }),
  pageMetadata: PageMetadataSchema,
  navigation: NavigationSchema,
  banner: v.nullish(BannerSchema, null),
  footer: v.nullish(FooterSchema, null),
  sitePopup: v.nullish(PopupSchema, null),
  /** The countries the checkout and the tablet designer offer, with their phone prefixes. */
  countries: CountriesSchema,
  breadcrumbs: v.optional(v.array(v.object({ name: v.string(), url: Url })), []),
  publishedDate: NullableString,
  changed: NullableString,
  mainIntro: NullableString,
  mainBody: nullableHtml(),
  topContentArea: v.optional(v.array(BlockSchema), []),
  mainContentArea: v.optional(v.array(BlockSchema), []),
  bottomContentArea: v.optional(v.array(BlockSchema), []),
  /** Set by the CMS only on an editor's edit-mode model (never on a cached one). */
  editMode: v.optional(v.boolean(), false),
  /** Set by the CMS only on an editor's view-only preview: drafts as visitors would see them, no edit hooks. */
  previewMode: v.optional(v.boolean(), false),
});
export type PageModel = v.InferOutput<typeof PageModelSchema>;
