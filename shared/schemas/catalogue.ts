// The catalogue (spec 001 §3): products with variations, product cards and listing responses.
// Prices are in euros including tax, computed by the backend; display strings are preformatted.
import * as v from "valibot";
import { BEST_RATING, WORST_RATING } from "../rules/review-summary.ts";
import { nullableHtml } from "./html.ts";
import { BlockSchema, ImageSchema } from "./page-model.ts";

// Catalogue constants live in shared/product-labels.ts and shared/listing-options.ts (they ship to the
// browser without the schemas).
export { LABEL_CODES } from "../product-labels.ts";
export { LISTING_PAGE_SIZE, SORT_OPTIONS } from "../listing-options.ts";

const Text = v.nullish(v.string(), null);

/** An allergen, suitable-for or diet entry: value 1 contains / 2 may contain / 0 does not contain. */
export const ProductPropertySchema = v.object({
  name: v.string(),
  values: v.array(v.object({ value: v.nullish(v.string(), null), description: Text, valueTranslation: Text })),
});

export const NutrientSchema = v.object({ name: v.string(), value: Text });

export const NutritionSchema = v.object({
  nutritionValueHeader: Text,
  /** Per 100 g. */
  nutrients: v.optional(v.array(NutrientSchema), []),
  /** Per portion; includes RiPortionGrams. */
  ri: v.optional(v.array(NutrientSchema), []),
  /** Share of the reference intake per portion, in percent. */
  riPercent: v.optional(v.array(NutrientSchema), []),
});

export const PriceSchema = v.object({
  placedPrice: v.number(),
  placedPriceString: v.string(),
  discountedPrice: v.nullish(v.number(), null),
  discountedPriceString: Text,
  hasDiscountedPrice: v.boolean(),
  pricePerKilo: v.nullish(v.number(), null),
  pricePerKiloString: Text,
  discountedPricePerKilo: v.nullish(v.number(), null),
  discountedPricePerKiloString: Text,
  /** The lowest price of the last 30 days, shown as the 'last price' line. */
  previousPrice: v.nullish(v.object({ priceIncludingTax: v.number(), priceIncludingTaxString: v.string() }), null),
});

export const IncludedItemSchema = v.object({
  quantity: v.number(),
  packageEntry: v.object({
    code: v.string(),
    displayName: v.string(),
    description: Text,
    ingredients: Text,
    ...NutritionSchema.entries,
  }),
});

export const VariationSchema = v.object({
  code: v.string(),
  url: v.string(),
  name: v.string(),
  color: Text,
  size: Text,
  assets: v.optional(v.array(ImageSchema), []),
  description: Text,
  shortDescription: Text,
  brands: v.optional(v.array(v.object({ value: v.string() })), []),
  isBuyable: v.boolean(),
  inStock: v.boolean(),
  inStockQuantity: v.number(),
  pieces: v.nullish(v.number(), null),
  weightGrams: v.nullish(v.number(), null),
  ...PriceSchema.entries,
  ingredients: Text,
  ...NutritionSchema.entries,
  allergens: v.nullish(ProductPropertySchema, null),
  suitableFor: v.nullish(ProductPropertySchema, null),
  diets: v.nullish(ProductPropertySchema, null),
  /** "Default", "Package" or "CustomTablet". */
  productType: v.string(),
  contentType: v.array(v.string()),
  includedItems: v.optional(v.array(IncludedItemSchema), []),
});
export type Variation = v.InferOutput<typeof VariationSchema>;

export const ProductCardSchema = v.object({
  code: v.string(),
  displayName: v.string(),
  url: v.string(),
  imageUrl: Text,
  firstVariationCode: v.string(),
  ...PriceSchema.entries,
  pieces: v.nullish(v.number(), null),
  tags: v.optional(v.record(v.string(), v.string()), {}),
  brands: v.optional(v.array(v.string()), []),
  /** Category names from the top level down (at most five are sent to analytics). */
  categories: v.optional(v.array(v.string()), []),
  suitableFor: v.optional(v.array(v.string()), []),
  disableAddToCart: v.boolean(),
  isBuyable: v.boolean(),
});
export type ProductCard = v.InferOutput<typeof ProductCardSchema>;

const Rating = v.pipe(v.number(), v.minValue(WORST_RATING), v.maxValue(BEST_RATING));

/** One shopper's review: a whole-star rating, first name, day (YYYY-MM-DD), title and plain text. */
export const ReviewSchema = v.object({
  id: v.string(),
  rating: v.pipe(Rating, v.integer()),
  author: v.string(),
  date: v.pipe(v.string(), v.isoDate()),
  title: Text,
  text: v.string(),
});
export type Review = v.InferOutput<typeof ReviewSchema>;

/** A product's reviews (issue 13): the count and average of all of them, and the newest ones to list. */
export const ProductReviewsSchema = v.pipe(
  v.object({
    count: v.pipe(v.number(), v.integer(), v.minValue(0)),
    average: v.nullish(Rating, null),
    list: v.optional(v.array(ReviewSchema), []),
  }),
  v.check((reviews) => (reviews.count === 0) === (reviews.average === null), "An average needs reviews, and reviews an average"),
  v.check((reviews) => reviews.list.length <= reviews.count, "More reviews listed than counted"),
);
export type ProductReviews = v.InferOutput<typeof ProductReviewsSchema>;

/** A content item (article, recipe, …) related to a product, shown as a promoter card. */
export const RelatedItemSchema = v.object({
  title: v.string(),
  url: v.string(),
  description: Text,
  image: v.nullish(ImageSchema, null),
});
export type RelatedItem = v.InferOutput<typeof RelatedItemSchema>;

/** A customer's or maker's words about the product, closing its page (not in the spec's model). */
export const TestimonialSchema = v.object({
  quote: v.pipe(v.string(), v.trim(), v.minLength(1)),
  name: v.pipe(v.string(), v.trim(), v.minLength(1)),
  image: v.nullish(ImageSchema, null),
});
export type Testimonial = v.InferOutput<typeof TestimonialSchema>;

export const ProductSchema = v.object({
  code: v.string(),
  displayName: v.string(),
  shortTitle: Text,
  nameOfTheFood: Text,
  description: Text,
  xhtmlDescription: nullableHtml(),
  /** Badge variant → label, e.g. { new: "Uutuus" }. */
  tags: v.optional(v.record(v.string(), v.string()), {}),
  assets: v.optional(v.array(ImageSchema), []),
  ingredients: Text,
  ...NutritionSchema.entries,
  allergens: v.nullish(ProductPropertySchema, null),
  suitableFor: v.nullish(ProductPropertySchema, null),
  diets: v.nullish(ProductPropertySchema, null),
  /** Label code (GOODSFROMFINLANDBLUESWAN, …) → "1" when the label applies. */
  labels: v.optional(v.array(v.object({ code: v.string(), value: v.string() })), []),
  additionalProductDetails: v.optional(v.array(v.object({ title: v.string(), content: v.string() })), []),
  shipping: Text,
  categories: v.optional(v.array(v.string()), []),
  topContentArea: v.optional(v.array(BlockSchema), []),
  bottomContentArea: v.optional(v.array(BlockSchema), []),
  relatedProducts: v.optional(v.array(ProductCardSchema), []),
  relatedItems: v.optional(v.array(RelatedItemSchema), []),
  testimonial: v.nullish(TestimonialSchema, null),
  /**
   * The product's call to action (spec 001 §3), drawn beside add to cart when it has both a link and
   * words; a link that is no site path or https address is dropped, not followed.
   */
  callToActionLink: v.nullish(v.fallback(v.nullable(v.pipe(v.string(), v.regex(/^(\/(?!\/)|https:\/\/)/))), null), null),
  callToActionLinkText: Text,
  openCtaInNewWindow: v.optional(v.boolean(), false),
  /** A backend without reviews sends none: the page then shows no rating and no reviews button. */
  reviews: v.optional(ProductReviewsSchema, { count: 0, average: null, list: [] }),
  variations: v.array(VariationSchema),
});
export type Product = v.InferOutput<typeof ProductSchema>;
/** A product as the commerce service sends it (its HTML not yet sanitised). */
export type ProductInput = v.InferInput<typeof ProductSchema>;

/** How related products and related items are laid out; an unknown option falls back to cards. */
const RelatedDisplayOption = v.optional(v.fallback(v.picklist(["cards", "list"]), "cards"), "cards");

/** A site path or an https address: the header's background goes into an img src, nothing else. */
const BackgroundImageUrl = v.nullish(v.fallback(v.nullable(v.pipe(v.string(), v.regex(/^(\/(?!\/)|https:\/\/)/))), null), null);

export const ProductPageMetadataSchema = v.object({
  backgroundImageUrl: BackgroundImageUrl,
  inverseProductHeaderFontColor: v.optional(v.boolean(), false),
  useImageCarousel: v.optional(v.boolean(), true),
  hideProductSubtitle: v.optional(v.boolean(), false),
  productDescriptionLocation: v.optional(v.picklist(["header", "content"]), "content"),
  noProductDetailsAccordion: v.optional(v.boolean(), false),
  hideAllergens: v.optional(v.boolean(), false),
  hideSuitables: v.optional(v.boolean(), false),
  hideDiets: v.optional(v.boolean(), false),
  relatedProductsDisplayOption: RelatedDisplayOption,
  relatedItemsDisplayOption: RelatedDisplayOption,
});

export const FacetGroupSchema = v.object({
  /** "filter.brand", "filter.diet", … */
  filterName: v.pipe(v.string(), v.startsWith("filter.")),
  displayName: v.string(),
  facets: v.array(v.object({ name: v.string(), displayName: v.optional(v.string()), count: v.number() })),
});
export type FacetGroup = v.InferOutput<typeof FacetGroupSchema>;

export const ListingResponseSchema = v.object({
  productViewModels: v.array(ProductCardSchema),
  totalCount: v.number(),
  facetGroups: v.optional(v.array(FacetGroupSchema), []),
});
export type ListingResponse = v.InferOutput<typeof ListingResponseSchema>;

/** The extra fields of a product page model (contentType [..., "Product"] → page type product). */
export const ProductPageFieldsSchema = v.object({
  product: ProductSchema,
  productPageMetadata: v.optional(ProductPageMetadataSchema, {}),
});

export const CategorySchema = v.object({
  code: v.string(),
  name: v.string(),
  heading: Text,
  description: Text,
  subCategories: v.optional(v.array(v.object({ code: v.string(), name: v.string(), url: v.string() })), []),
});
export type Category = v.InferOutput<typeof CategorySchema>;

/** The extra fields of a category page model (contentType [..., "Category"] → page type category). */
export const CategoryPageFieldsSchema = v.object({ category: CategorySchema });

/** One product in the header's search panel (spec 000 §3 product search result). */
export const ProductSuggestionSchema = v.object({
  contentId: v.string(),
  url: v.string(),
  displayName: v.string(),
  imageUrl: Text,
});

export type ProductPageFields = v.InferOutput<typeof ProductPageFieldsSchema>;
export type CategoryPageFields = v.InferOutput<typeof CategoryPageFieldsSchema>;
