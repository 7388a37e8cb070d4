// The locations' CMS content in fi, en and sv: a stores page with the finder block, a
// location page for each place under it (linked as translations), and the lunch list page. Own id
// ranges, so the other seed modules' slots stay free: pages 4700 + 100·n + k, blocks 5700 + 100·n + k.
import { LANGUAGES, type Language } from "../../../../../shared/languages.ts";
import { LOCATION_CATEGORY } from "../../locations/location-categories.ts";
import { en } from "../copy-en.ts";
import { fi } from "../copy-fi.ts";
import { sv } from "../copy-sv.ts";
import { pageId } from "../ids.ts";
import { image, IMAGES } from "../images.ts";
import type { SeedBlock, SeedPage } from "../types.ts";
import { LOCATION_COPY } from "./location-copy.ts";
import { lunchListsText } from "./lunch-menus.ts";
import type { Place } from "./places.ts";
import { FINNISH_PLACES } from "./places-finland.ts";
import { SWEDISH_PLACES } from "./places-sweden.ts";

const PLACES: Place[] = [...FINNISH_PLACES, ...SWEDISH_PLACES];
const SLOT = { stores: 0, lunch: 1, firstPlace: 10 } as const;
const BLOCK_SLOT = { finder: 0, lunchPromoter: 1 } as const;
const PUBLISHED_AT = "2025-04-01T08:00:00.000Z";
const CHANGED_AT = "2025-05-20T08:00:00.000Z";
const ALT = { fi: fi.alt, en: en.alt, sv: sv.alt };
/** The drawings of a café and a shop front (public/images/locations/), served as the CMS serves photos. */
const DRAWINGS = {
  cafe: { url: "/media/locations/cafe.webp", width: 800, height: 600 },
  shop: { url: "/media/locations/shop.webp", width: 800, height: 600 },
} as const;

const pageIdOf = (language: Language, slot: number) => 4700 + 100 * LANGUAGES.indexOf(language) + slot;
const blockIdOf = (language: Language, slot: number) => 5700 + 100 * LANGUAGES.indexOf(language) + slot;

/** A path segment from a name: lower case, no diacritics, words joined by hyphens. */
const slug = (name: string) =>
  name
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const placeName = (place: Place, language: Language) =>
  LOCATION_COPY[language].kindName[place.kind](place.place?.[language] ?? "");
const placeUrl = (place: Place, language: Language) =>
  `${LOCATION_COPY[language].stores.url}/${slug(placeName(place, language))}`;

/** The factory shop's own page: the menus' and footers' 'factory shop' links lead there. */
export function factoryShopUrl(language: Language): string {
  const factoryShop = PLACES.find((place) => place.kind === "factoryShop");
  if (!factoryShop) throw new Error("seed: the places have no factory shop");
  return placeUrl(factoryShop, language);
}

function pictureOf(place: Place, language: Language) {
  const copy = LOCATION_COPY[language];
  switch (place.picture) {
    case "cafe":
    case "shop":
      return { ...DRAWINGS[place.picture], altText: copy.pictures[place.picture] };
    case "factory":
      return image("cardFactory", ALT[language].cardFactory);
    case "factoryCafe":
      return image("cardCafe", ALT[language].cardCafe);
    default:
      return null;
  }
}

/** The CMS's opening and closing fields of each day group; a closed day has neither. */
function hoursFields({ hours }: Place) {
  return {
    openingHoursMondayToFriday: hours.weekdays?.[0] ?? null,
    closingHoursMondayToFriday: hours.weekdays?.[1] ?? null,
    openingHoursSaturday: hours.saturday?.[0] ?? null,
    closingHoursSaturday: hours.saturday?.[1] ?? null,
    openingHoursSunday: hours.sunday?.[0] ?? null,
    closingHoursSunday: hours.sunday?.[1] ?? null,
  };
}

function contactHtml(place: Place, language: Language): string {
  const { phone, email } = LOCATION_COPY[language].contact;
  const tel = place.phone.replace(/\s/g, "");
  return `<p>${phone} <a href="tel:${tel}">${place.phone}</a><br>${email} <a href="mailto:${place.email}">${place.email}</a></p>`;
}

function locationPage(place: Place, index: number, language: Language): SeedPage {
  const copy = LOCATION_COPY[language];
  const picture = pictureOf(place, language);
  return {
    id: pageIdOf(language, SLOT.firstPlace + index),
    language,
    url: placeUrl(place, language),
    translationKey: `location-${slug(placeName(place, "en"))}`,
    parentId: pageIdOf(language, SLOT.stores),
    sortOrder: index + 1,
    contentType: ["Page", "Location"],
    name: placeName(place, language),
    publishedAt: PUBLISHED_AT,
    changedAt: CHANGED_AT,
    fields: {
      mainIntro: place.intro[language],
      mainBody: copy.bodies[place.kind === "factoryShop" ? "factory" : place.kind === "shop" ? "shop" : "cafe"],
      streetAddress: place.streetAddress,
      postalCode: place.postalCode,
      city: copy.cities[place.city],
      country: place.city === "stockholm" ? copy.countries.sweden : copy.countries.finland,
      ...(place.coordinates ? { latitude: place.coordinates[0], longitude: place.coordinates[1] } : {}),
      ...hoursFields(place),
      additionalOpeningHours: place.hoursNote ? copy.hoursNotes[place.hoursNote] : null,
      additionalContactInfomation: contactHtml(place, language),
      lunchLists: lunchListsText(place.lunch, language),
      mainImage: picture,
      locationCategoryIds: place.categories.map((category) => LOCATION_CATEGORY[category]),
      contentAreaItems: [blockIdOf(language, BLOCK_SLOT.lunchPromoter)],
      pageMetadata: picture ? { ogImage: picture.url } : {},
    },
  };
}

function lunchPageBody(language: Language): string {
  const copy = LOCATION_COPY[language];
  const cafes = PLACES.filter((place) => place.lunch.length > 0).map(
    (place) => `<li><a href="${placeUrl(place, language)}">${placeName(place, language)}</a>, ${copy.cities[place.city]}</li>`,
  );
  return `<p>${copy.lunch.lead}</p><ul>${cafes.join("")}</ul><p>${copy.lunch.prices}</p>`;
}

function languagePages(language: Language): SeedPage[] {
  const copy = LOCATION_COPY[language];
  const page = (slot: number, type: string, url: string, name: string, sortOrder: number, fields: Record<string, unknown>) => ({
    id: pageIdOf(language, slot),
    language,
    url,
    translationKey: `kaarna-locations-${slot}`,
    parentId: slot === SLOT.stores ? pageId(language, "start") : pageIdOf(language, SLOT.stores),
    sortOrder,
    contentType: ["Page", type],
    name,
    publishedAt: PUBLISHED_AT,
    changedAt: CHANGED_AT,
    fields,
  });
  return [
    page(SLOT.stores, "Landing", copy.stores.url, copy.stores.name, 50, {
      mainIntro: copy.stores.intro,
      pageMetadata: { ogImage: DRAWINGS.cafe.url },
      mainContentArea: [blockIdOf(language, BLOCK_SLOT.finder)],
    }),
    page(SLOT.lunch, "LocationLunchList", copy.lunch.url, copy.lunch.name, 0, {
      mainIntro: copy.lunch.intro,
      mainBody: lunchPageBody(language),
    }),
    ...PLACES.map((place, index) => locationPage(place, index, language)),
  ];
}

function languageBlocks(language: Language): SeedBlock[] {
  const copy = LOCATION_COPY[language];
  return [
    {
      id: blockIdOf(language, BLOCK_SLOT.finder),
      language,
      contentType: ["Block", "LocationFinderBlock"],
      name: copy.finder.title,
      fields: { title: copy.finder.title, headingLevel: 1, placeholder: copy.finder.placeholder },
    },
    {
      id: blockIdOf(language, BLOCK_SLOT.lunchPromoter),
      language,
      contentType: ["Block", "PagePromoterBlock"],
      name: copy.promoter.title,
      fields: {
        image: { ...IMAGES.cardCafe, altText: ALT[language].cardCafe },
        title: copy.promoter.title,
        subtitle: copy.promoter.subtitle,
        linkUrl: copy.lunch.url,
        ctaText: copy.promoter.cta,
      },
    },
  ];
}

export const locationPages: SeedPage[] = LANGUAGES.flatMap(languagePages);
export const locationBlocks: SeedBlock[] = LANGUAGES.flatMap(languageBlocks);
