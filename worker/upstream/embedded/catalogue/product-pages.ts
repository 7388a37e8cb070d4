// Product page parts of the embedded backend (issue 13): the demo header backgrounds,
// related content items and testimonials as a seed set of their own, and one product's parts in one
// language for its page model.
import type * as v from "valibot";
import { LANGUAGES } from "../../../../shared/languages.ts";
import type { ProductInput, RelatedItemSchema, TestimonialSchema } from "../../../../shared/schemas/catalogue.ts";
import type { ContentRepository, ContentRow } from "../content/repository.ts";
import { IMAGES } from "../seed/images.ts";
import { fingerprint, type SeedSet } from "../seed-loader.ts";
import { productPageSeed } from "./seed/product-pages.ts";

type RelatedItemInput = v.InferInput<typeof RelatedItemSchema>;
type TestimonialInput = v.InferInput<typeof TestimonialSchema>;

/**
 * Versioned by its own hash, like the reviews: editing a quote re-seeds this table only, and never
 * reloads the catalogue (whose stock orders decrement).
 */
export function productPageSeedSet(): SeedSet {
  return {
    name: "product-pages",
    version: `product-pages-${fingerprint(productPageSeed)}`,
    mode: "replace",
    tables: [
      {
        table: "catalogue_product_pages",
        columns: [
          "product_code",
          "language",
          "background_image_url",
          "inverse_header_font",
          "related_items",
          "testimonial",
          "call_to_action",
        ],
        rows: productPageSeed.flatMap((page) =>
          LANGUAGES.map((language) => {
            const { testimonial, callToAction } = page;
            const quoted: TestimonialInput | null = testimonial
              ? { quote: testimonial.quote[language], name: testimonial.name, image: testimonial.image ?? null }
              : null;
            return [
              page.product,
              language,
              page.background?.url ?? null,
              page.background?.inverseHeaderFont ? 1 : 0,
              JSON.stringify(page.relatedItems ?? []),
              quoted ? JSON.stringify(quoted) : null,
              callToAction
                ? JSON.stringify({
                    link: callToAction.link[language],
                    text: callToAction.text[language],
                    openInNewWindow: callToAction.openInNewWindow ?? false,
                  })
                : null,
            ];
          }),
        ),
      },
    ],
  };
}

interface ProductPageRow {
  background_image_url: string | null;
  inverse_header_font: number;
  related_items: string;
  testimonial: string | null;
  call_to_action: string | null;
}

export interface ProductPageParts {
  metadata: { backgroundImageUrl: string | null; inverseProductHeaderFontColor: boolean };
  relatedItems: RelatedItemInput[];
  testimonial: TestimonialInput | null;
  /** The product's call to action, as the product model names its fields. */
  callToAction: Pick<ProductInput, "callToActionLink" | "callToActionLinkText" | "openCtaInNewWindow">;
}

const NO_CALL_TO_ACTION = { callToActionLink: null, callToActionLinkText: null, openCtaInNewWindow: false };

const NO_PARTS: ProductPageParts = {
  metadata: { backgroundImageUrl: null, inverseProductHeaderFontColor: false },
  relatedItems: [],
  testimonial: null,
  callToAction: NO_CALL_TO_ACTION,
};

function callToAction(json: string | null): ProductPageParts["callToAction"] {
  if (!json) return NO_CALL_TO_ACTION;
  const { link, text, openInNewWindow } = JSON.parse(json) as { link: string; text: string; openInNewWindow: boolean };
  return { callToActionLink: link, callToActionLinkText: text, openCtaInNewWindow: openInNewWindow };
}

/** A product's page parts in one language; related items whose page has no such language are left out. */
export async function productPageParts(
  db: D1Database,
  repository: ContentRepository,
  language: string,
  productCode: string,
): Promise<ProductPageParts> {
  const row = await db
    .prepare(
      "SELECT background_image_url, inverse_header_font, related_items, testimonial, call_to_action FROM catalogue_product_pages WHERE product_code = ?1 AND language = ?2",
    )
    .bind(productCode, language)
    .first<ProductPageRow>();
  if (!row) return NO_PARTS;
  const keys = JSON.parse(row.related_items) as string[];
  const pages = await Promise.all(
    keys.map(async (key) => (await repository.translations(key)).find((page) => page.language === language)),
  );
  return {
    metadata: { backgroundImageUrl: row.background_image_url, inverseProductHeaderFontColor: row.inverse_header_font === 1 },
    relatedItems: pages.flatMap((page) => (page ? [relatedItem(page)] : [])),
    testimonial: row.testimonial ? (JSON.parse(row.testimonial) as TestimonialInput) : null,
    callToAction: callToAction(row.call_to_action),
  };
}

type PageFields = {
  image?: { url?: string };
  mainIntro?: unknown;
  pageMetadata?: { metaDescription?: string; ogImage?: string };
};

/** A content page as a card: its name, address, description and picture (its own image, else its share image). */
function relatedItem(page: ContentRow): RelatedItemInput {
  const fields = page.fields as PageFields;
  const url = fields.image?.url ?? fields.pageMetadata?.ogImage;
  const known = Object.values(IMAGES).find((image) => image.url === url);
  const intro = typeof fields.mainIntro === "string" ? fields.mainIntro : null;
  return {
    title: page.name,
    url: page.url,
    description: fields.pageMetadata?.metaDescription ?? intro,
    image: url ? { url, altText: "", ...(known ? { width: known.width, height: known.height } : {}) } : null,
  };
}
