// The fields of each content block (spec 001 §3 "Other blocks"), parsed by the block's own module.
// A block's module name is its last contentType in kebab case: ["Block", "HeroBlock"] → hero-block.
import * as v from "valibot";
import { isBlockType, type PerBlockType } from "../content-types.ts";
import { DropdownSettingsSchema } from "./dropdown.ts";
import { html, nullableHtml } from "./html.ts";
import { LocationFinderBlockSchema } from "./locations.ts";
import { BlockSchema, ImageSchema, SocialLinkSchema } from "./page-model.ts";
import { variantSelectorBlockSchema } from "./product-content.ts";
import { ProductListsBlockSchema } from "./product-lists.ts";
import { ShortcutsBlockSchema } from "./shortcuts.ts";
import { NewsBlockSchema } from "./press-releases.ts";
import { RecipeSearchBlockSchema } from "./recipes.ts";

const Text = v.nullish(v.string(), null);
const Flag = v.optional(v.boolean(), false);
const HeadingLevel = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)), 1);
const Colour = v.nullish(v.pipe(v.string(), v.regex(/^#[0-9a-f]{3,8}$/i)), null);
const Blocks = v.optional(v.array(BlockSchema), []);

export const CallToActionSchema = v.object({ link: v.string(), name: v.string(), openInNewWindow: Flag });
export type CallToAction = v.InferOutput<typeof CallToActionSchema>;

/** hero-block: carousel of images (separate mobile set), rotating every 6 s; text over 400 chars collapses. */
export const HeroBlockSchema = v.object({
  title: v.string(),
  subtitle: Text,
  images: v.array(ImageSchema),
  mobileImages: v.optional(v.array(ImageSchema), []),
  hasDarkText: Flag,
  layoutTheme: Text,
  callToAction: v.nullish(CallToActionSchema, null),
  secondaryCallToAction: v.nullish(CallToActionSchema, null),
  ctaPositionBottom: Flag,
});

/** changing-hero-block: slides change after slideChangeTime (default 6000 ms), wrap, manually selectable. */
export const ChangingHeroBlockSchema = v.object({
  heroBlocks: v.array(
    v.object({ title: v.string(), subtitle: Text, callToAction: Text, callToActionName: Text, changingHeroImage: ImageSchema }),
  ),
  slideChangeTime: v.optional(v.number(), 6000),
  reverseOrder: Flag,
});

/** rich-text-block: sanitised HTML body with an optional heading. */
export const RichTextBlockSchema = v.object({ heading: Text, headingLevel: HeadingLevel, body: html() });

/** banner-block: heading, body, image background with overlay, call to action. */
export const BannerBlockSchema = v.object({
  heading: v.string(),
  headingLevel: HeadingLevel,
  body: nullableHtml(),
  image: v.nullish(ImageSchema, null),
  ctaLabel: Text,
  ctaUrl: Text,
  backgroundColor: Colour,
  textColor: Colour,
  overlayOpacity: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1)), 0.4),
});

/** split-banner-block: image on one side, text and call to action on the other. */
export const SplitBannerBlockSchema = v.object({
  heading: v.string(),
  headingLevel: HeadingLevel,
  body: nullableHtml(),
  image: ImageSchema,
  ctaLabel: Text,
  ctaUrl: Text,
  secondaryCtaLabel: Text,
  secondaryCtaUrl: Text,
  reverse: Flag,
  backgroundColor: Colour,
});

/** link-block: a button link; styling 0 primary / 1 secondary / 2 danger; align 0 start / 1 centre / 2 end; may scroll to an anchor block. */
export const LinkBlockSchema = v.object({
  linkUrl: Text,
  buttonName: v.string(),
  openLinkInNewWindow: Flag,
  anchorContentLinkId: v.nullish(v.number(), null),
  styling: v.optional(v.picklist([0, 1, 2]), 0),
  align: v.optional(v.picklist([0, 1, 2]), 0),
  verticalPadding: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4)), 1),
});

/** accordion-block: items with one open at a time in the group. */
export const AccordionBlockSchema = v.object({
  heading: Text,
  titleTag: v.optional(v.picklist(["h2", "h3", "h4", "h5"]), "h3"),
  items: v.array(v.object({ title: v.string(), body: html() })),
});

/** description-block: body longer than 200 characters collapses (about 5.4em) with a toggle. */
export const DescriptionBlockSchema = v.object({
  heading: v.string(),
  headingLevel: HeadingLevel,
  body: html(),
  image: v.nullish(ImageSchema, null),
  backgroundColor: Colour,
  textColor: Colour,
});

/** content-area-block and container-block: nested blocks, with width and spacing options. */
export const ContainerBlockSchema = v.object({
  heading: Text,
  headingLevel: HeadingLevel,
  contentArea: Blocks,
  maxWidth: v.optional(v.picklist(["narrow", "medium", "wide", "full"]), "wide"),
  paddingBottom: v.optional(v.picklist(["none", "small", "medium", "large"]), "medium"),
  backgroundColor: Colour,
  useSplashFooter: Flag,
});

/** image-with-cta-block: image beside header, text and a call to action. */
export const ImageWithCtaBlockSchema = v.object({
  image: ImageSchema,
  header: v.string(),
  text: Text,
  ctaLink: Text,
  ctaText: Text,
  reverseImagePosition: Flag,
  useAlternativeBackgroundColor: Flag,
  altBackgroundColorHex: Colour,
});

/** page-promoter-block: a card promoting another page. */
export const PagePromoterBlockSchema = v.object({
  image: v.nullish(ImageSchema, null),
  title: v.string(),
  subtitle: Text,
  linkUrl: v.string(),
  ctaText: Text,
  openInNewTab: Flag,
});

/**
 * video-block: a preview (the CMS's picture, else YouTube's thumbnail) that a click replaces with the
 * player (spec 001 §4–5). An address that is none of the recognised YouTube forms renders nothing.
 */
export const VideoBlockSchema = v.object({
  heading: Text,
  headingLevel: HeadingLevel,
  youtubeVideoUrl: v.string(),
  videoPreviewImage: v.nullish(ImageSchema, null),
});

/**
 * dropdown-navigation-block: a titled button that opens a list of links (spec 001 §3), with the
 * dropdown's settings (spec 000 §4).
 */
export const DropdownNavigationBlockSchema = v.object({
  title: Text,
  headingLevel: HeadingLevel,
  placeHolder: Text,
  navigationLinks: v.optional(v.array(v.object({ text: v.string(), href: v.string() })), []),
  ...DropdownSettingsSchema.entries,
});

/** intro-block: a lead text under an optional heading, centred or at the start edge. */
export const IntroBlockSchema = v.object({
  heading: Text,
  headingLevel: HeadingLevel,
  introText: v.string(),
  alignment: v.optional(v.picklist(["center", "start"]), "center"),
});

/** content-block: heading and rich text beside an optional picture (at the start or end edge), with an optional call to action. */
export const ContentBlockSchema = v.object({
  heading: v.string(),
  headingLevel: HeadingLevel,
  body: html(),
  image: v.nullish(ImageSchema, null),
  imagePosition: v.optional(v.picklist(["start", "end"]), "start"),
  callToAction: v.nullish(CallToActionSchema, null),
});

/** promotion-hero-block: an offer's picture beside its label, heading, text, last valid day (YYYY-MM-DD) and call to action. */
export const PromotionHeroBlockSchema = v.object({
  heading: v.string(),
  headingLevel: HeadingLevel,
  body: nullableHtml(),
  image: ImageSchema,
  promotionLabel: Text,
  validUntil: v.nullish(v.pipe(v.string(), v.isoDate()), null),
  callToAction: v.nullish(CallToActionSchema, null),
  backgroundColor: Colour,
  textColor: Colour,
});

/** search-block: a keyword box that opens the search page (the site's, unless the editor names one) with q and categoryIds. */
export const SearchBlockSchema = v.object({
  title: Text,
  headingLevel: HeadingLevel,
  placeholder: Text,
  searchPageUrl: Text,
  categoryIds: v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(0))), []),
});

/** social-media-block: the brand's channels under a heading; without links of its own, the site's (the footer's). */
export const SocialMediaBlockSchema = v.object({
  heading: Text,
  headingLevel: HeadingLevel,
  body: nullableHtml(),
  socialLinks: v.optional(v.array(SocialLinkSchema), []),
});

/** notice-block: a boxed message of one of four kinds. */
export const NoticeBlockSchema = v.object({
  heading: Text,
  body: html(),
  noticeType: v.optional(v.picklist(["Information", "Warning", "Error", "Success"]), "Information"),
});

/** raw-html-block: CMS HTML, already sanitised by the worker's allow-list. */
export const RawHtmlBlockSchema = v.object({ html: html() });

/** breadcrumbs-block: the page's breadcrumbs (from the page model) rendered where the editor placed it. */
export const BreadcrumbsBlockSchema = v.object({ showCurrentPage: v.optional(v.boolean(), true) });

/** back-button-navigation-block: goes back in history, or to fallbackUrl when there is no history. */
export const BackButtonNavigationBlockSchema = v.object({ label: Text, fallbackUrl: Text });

/** popup-block: a block popup; shown after 200 px of scroll unless its id is in closed-popups. */
export const PopupBlockSchema = v.object({
  title: Text,
  body: html(),
  callToAction: Text,
  callToActionName: Text,
  openInNewWindow: Flag,
});

/**
 * Each block module's schema, by module name. The worker parses every block with it when a page
 * model arrives from the upstream (before caching), so the browser receives validated blocks, with
 * defaults applied, and ships no schemas (docs/decisions/006-validate-once-at-the-worker.md).
 */
export const BLOCK_SCHEMAS = {
  "hero-block": HeroBlockSchema,
  "changing-hero-block": ChangingHeroBlockSchema,
  "color-selector-block": variantSelectorBlockSchema("color"),
  "size-selector-block": variantSelectorBlockSchema("size"),
  "rich-text-block": RichTextBlockSchema,
  "banner-block": BannerBlockSchema,
  "split-banner-block": SplitBannerBlockSchema,
  "link-block": LinkBlockSchema,
  "accordion-block": AccordionBlockSchema,
  "description-block": DescriptionBlockSchema,
  "container-block": ContainerBlockSchema,
  "content-area-block": ContainerBlockSchema,
  "image-with-cta-block": ImageWithCtaBlockSchema,
  "page-promoter-block": PagePromoterBlockSchema,
  "notice-block": NoticeBlockSchema,
  "raw-html-block": RawHtmlBlockSchema,
  "breadcrumbs-block": BreadcrumbsBlockSchema,
  "back-button-navigation-block": BackButtonNavigationBlockSchema,
  "popup-block": PopupBlockSchema,
  "video-block": VideoBlockSchema,
  "dropdown-navigation-block": DropdownNavigationBlockSchema,
  "search-block": SearchBlockSchema,
  "intro-block": IntroBlockSchema,
  "promotion-hero-block": PromotionHeroBlockSchema,
  "content-block": ContentBlockSchema,
  "social-media-block": SocialMediaBlockSchema,
  "shortcuts-block": ShortcutsBlockSchema,
  "product-lists-block": ProductListsBlockSchema,
  "location-finder-block": LocationFinderBlockSchema,
  "news-block": NewsBlockSchema,
  "recipe-search-block": RecipeSearchBlockSchema,
} satisfies PerBlockType<v.GenericSchema>;

/** The schema of a block module, or undefined for a name that is no block type of this site. */
export function blockSchemaOf(name: string): v.GenericSchema | undefined {
  return isBlockType(name) ? BLOCK_SCHEMAS[name] : undefined;
}

export type HeroBlockFields = v.InferOutput<typeof HeroBlockSchema>;
export type ChangingHeroBlockFields = v.InferOutput<typeof ChangingHeroBlockSchema>;
export type RichTextBlockFields = v.InferOutput<typeof RichTextBlockSchema>;
export type BannerBlockFields = v.InferOutput<typeof BannerBlockSchema>;
export type SplitBannerBlockFields = v.InferOutput<typeof SplitBannerBlockSchema>;
export type LinkBlockFields = v.InferOutput<typeof LinkBlockSchema>;
export type AccordionBlockFields = v.InferOutput<typeof AccordionBlockSchema>;
export type DescriptionBlockFields = v.InferOutput<typeof DescriptionBlockSchema>;
export type ContainerBlockFields = v.InferOutput<typeof ContainerBlockSchema>;
export type ImageWithCtaBlockFields = v.InferOutput<typeof ImageWithCtaBlockSchema>;
export type PagePromoterBlockFields = v.InferOutput<typeof PagePromoterBlockSchema>;
export type NoticeBlockFields = v.InferOutput<typeof NoticeBlockSchema>;
export type RawHtmlBlockFields = v.InferOutput<typeof RawHtmlBlockSchema>;
export type BreadcrumbsBlockFields = v.InferOutput<typeof BreadcrumbsBlockSchema>;
export type BackButtonNavigationBlockFields = v.InferOutput<typeof BackButtonNavigationBlockSchema>;
export type PopupBlockFields = v.InferOutput<typeof PopupBlockSchema>;
export type DropdownNavigationBlockFields = v.InferOutput<typeof DropdownNavigationBlockSchema>;
export type SearchBlockFields = v.InferOutput<typeof SearchBlockSchema>;
export type IntroBlockFields = v.InferOutput<typeof IntroBlockSchema>;
export type PromotionHeroBlockFields = v.InferOutput<typeof PromotionHeroBlockSchema>;
export type ContentBlockFields = v.InferOutput<typeof ContentBlockSchema>;
export type SocialMediaBlockFields = v.InferOutput<typeof SocialMediaBlockSchema>;
export type VideoBlockFields = v.InferOutput<typeof VideoBlockSchema>;
