// Builds the catalogue contract's shapes (shared/schemas/catalogue.ts) from catalogue records: variations
// with prices (in the market's currency incl. tax, per kilo from weight, display strings per language), products and cards.
import { LABEL_CODES, type ProductCard, type ProductInput, type Variation } from "../../../../shared/schemas/catalogue.ts";
import { formatPrice } from "../../../../shared/rules/locale.ts";
import { dietCodes, nutritionView, propertyGroups } from "./nutrition.ts";
import type { Catalogue, CategoryRecord, ProductRecord, VariationRecord } from "./repository.ts";

/** The product drawings' own size (public/images/products), as a product photo would be. */
const IMAGE_SIZE = 1200;
const round2 = (value: number) => Math.round(value * 100) / 100;

export function priceView(variation: VariationRecord, language: string, currency: string) {
  const format = (amount: number | null) => (amount === null ? null : formatPrice(amount, language, currency));
  const discounted =
    variation.discountedPrice !== null && variation.discountedPrice < variation.price ? variation.discountedPrice : null;
  const perKilo = (amount: number | null) =>
    amount !== null && variation.weightGrams ? round2((amount * 1000) / variation.weightGrams) : null;
  const pricePerKilo = perKilo(variation.price);
  const discountedPricePerKilo = perKilo(discounted);
  return {
    placedPrice: variation.price,
    placedPriceString: formatPrice(variation.price, language, currency),
    discountedPrice: discounted,
    discountedPriceString: format(discounted),
    hasDiscountedPrice: discounted !== null,
    pricePerKilo,
    pricePerKiloString: format(pricePerKilo),
    discountedPricePerKilo,
    discountedPricePerKiloString: format(discountedPricePerKilo),
    previousPrice:
      discounted !== null && variation.previousPrice !== null
        ? {
            priceIncludingTax: variation.previousPrice,
            priceIncludingTaxString: formatPrice(variation.previousPrice, language, currency),
          }
        : null,
  };
}

/** The price a shopper pays now: the discounted price when there is one. */
export const effectivePrice = (variation: VariationRecord) =>
  variation.discountedPrice !== null && variation.discountedPrice < variation.price ? variation.discountedPrice : variation.price;

export const isBuyable = (variation: VariationRecord) => variation.stock > 0;

/** The variation a card shows and adds: the first buyable one, else the first. */
export const cardVariation = (product: ProductRecord) => product.variations.find(isBuyable) ?? product.variations[0];

/** The category chain from the top level down to the product's own category. */
export function categoryChain(catalogue: Catalogue, code: string): CategoryRecord[] {
  const chain: CategoryRecord[] = [];
  for (
    let category = catalogue.category(code);
    category && chain.length < 10;
    category = category.parentCode ? catalogue.category(category.parentCode) : undefined
  ) {
    chain.unshift(category);
  }
  return chain;
}

function variationName(catalogue: Catalogue, product: ProductRecord, variation: VariationRecord) {
  if (variation.name) return variation.name;
  const colours = new Set(product.variations.map((entry) => entry.colour));
  const colour =
    colours.size > 1 && variation.colour ? ` (${catalogue.term("colour", variation.colour) ?? variation.colour})` : "";
  return `${product.displayName}${variation.size ? ` ${variation.size}` : ""}${colour}`;
}

const image = (url: string | null, altText: string) => (url ? [{ url, altText, width: IMAGE_SIZE, height: IMAGE_SIZE }] : []);

/** A variation's pictures: its own first, then the product's gallery (spec 001 §2's image carousel). */
const pictures = (product: ProductRecord, url: string | null, altText: string) => [
  ...image(url, altText),
  ...product.gallery.map((picture) => ({ ...picture, width: IMAGE_SIZE, height: IMAGE_SIZE })),
];

function includedItems(catalogue: Catalogue, variation: VariationRecord): Variation["includedItems"] {
  return variation.includes.flatMap(({ productCode, quantity }) => {
    const entry = catalogue.product(productCode);
    if (!entry) return [];
    return [
      {
        quantity,
        packageEntry: {
          code: entry.code,
          displayName: entry.displayName,
          description: entry.description,
          ingredients: entry.ingredients,
          ...nutritionView(catalogue, entry.properties),
        },
      },
    ];
  });
}

export function variationView(catalogue: Catalogue, product: ProductRecord, variation: VariationRecord): Variation {
  const name = variationName(catalogue, product, variation);
  const properties = variation.properties ?? product.properties;
  return {
    code: variation.code,
    url: `${product.url}?code=${encodeURIComponent(variation.code)}`,
    name,
    color: variation.colour ? catalogue.term("colour", variation.colour) : null,
    size: variation.size,
    assets: pictures(product, variation.imageUrl, name),
    description: product.description,
    shortDescription: product.shortTitle,
    brands: [{ value: product.brandName }],
    isBuyable: isBuyable(variation),
    inStock: variation.stock > 0,
    inStockQuantity: Math.max(0, variation.stock),
    pieces: variation.pieces,
    weightGrams: variation.weightGrams,
    ...priceView(variation, catalogue.language, catalogue.currency),
    ingredients: variation.ingredients ?? product.ingredients,
    ...nutritionView(catalogue, properties),
    ...propertyGroups(catalogue, properties),
    productType: variation.productType,
    contentType: variation.contentType,
    includedItems: includedItems(catalogue, variation),
  };
}

export function productCard(catalogue: Catalogue, product: ProductRecord): ProductCard {
  const variation = cardVariation(product);
  const buyable = variation ? isBuyable(variation) : false;
  return {
    code: product.code,
    displayName: product.displayName,
    url: product.url,
    imageUrl: variation?.imageUrl ?? null,
    firstVariationCode: variation?.code ?? product.code,
    ...(variation
      ? priceView(variation, catalogue.language, catalogue.currency)
      : priceView(
          { price: 0, discountedPrice: null, previousPrice: null, weightGrams: null } as VariationRecord,
          catalogue.language,
          catalogue.currency,
        )),
    pieces: variation?.pieces ?? null,
    tags: product.tags,
    brands: [product.brandName],
    categories: categoryChain(catalogue, product.categoryCode).map((category) => category.name),
    suitableFor: dietCodes(product.properties).flatMap(({ kind, code }) => catalogue.term(kind, code) ?? []),
    // A personalised tablet is designed on its page first; it cannot be added from a card.
    disableAddToCart: !buyable || product.productType === "CustomTablet",
    isBuyable: buyable,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char] ?? char);

export function productView(catalogue: Catalogue, product: ProductRecord): ProductInput {
  const first = product.variations[0];
  return {
    code: product.code,
    displayName: product.displayName,
    shortTitle: product.shortTitle,
    nameOfTheFood: product.nameOfTheFood,
    description: product.description,
    xhtmlDescription: product.description ? `<p>${escapeHtml(product.description)}</p>` : null,
    tags: product.tags,
    assets: pictures(product, first?.imageUrl ?? null, product.displayName),
    ingredients: product.ingredients,
    ...nutritionView(catalogue, product.properties),
    ...propertyGroups(catalogue, product.properties),
    labels: LABEL_CODES.map((code) => ({ code, value: product.properties.labels.includes(code) ? "1" : "0" })),
    additionalProductDetails: product.details.filter((detail) => detail.title && detail.content),
    shipping: catalogue.term("text", "shipping"),
    categories: categoryChain(catalogue, product.categoryCode).map((category) => category.name),
    topContentArea: [],
    bottomContentArea: [],
    relatedProducts: product.related.flatMap((code) => {
      const related = catalogue.product(code);
      return related ? [productCard(catalogue, related)] : [];
    }),
    variations: product.variations.map((variation) => variationView(catalogue, product, variation)),
  };
}
