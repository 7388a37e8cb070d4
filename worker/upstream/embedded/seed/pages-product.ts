// The CMS product page of each language: the Kaarna Box of Chocolates (catalogue
// product K4001, in gold or red and in 250 or 500 g) presented by the CMS, with a colour selector and a
// size selector block that choose its variant through ?code.
import type { Language } from "../../../../shared/languages.ts";
import { blockId, pageId } from "./ids.ts";
import type { SeedBlock, SeedPage } from "./types.ts";

const PRODUCT = "K4001";
/** Slot 63 of each language's id range (ids.ts). */
const PAGE_SLOT = 63;
const PUBLISHED = "2025-05-12T08:00:00.000Z";

interface ProductPageCopy {
  url: string;
  name: string;
  intro: string;
  body: string;
  colour: string;
  size: string;
}

const PRODUCT_PAGE_COPY: Record<Language, ProductPageCopy> = {
  fi: {
    url: "/fi/konvehtirasia",
    name: "Kaarna Konvehtirasia",
    intro: "Kymmenen makua käsin viimeisteltyinä konvehteina. Valitse rasialle väri ja koko.",
    body: "<p>Jokainen konvehti viimeistellään käsin Vuolijoen tehtaallamme. Kultainen rasia sopii juhlaan, punainen kiitokseksi – ja isompi rasia jaettavaksi.</p>",
    colour: "Rasian väri",
    size: "Rasian koko",
  },
  en: {
    url: "/en/box-of-chocolates",
    name: "Kaarna Box of Chocolates",
    intro: "Ten flavours of hand-finished chocolates. Choose the colour and the size of your box.",
    body: "<p>Every chocolate is finished by hand at our Vuolijoki factory. The gold box suits a celebration, the red one a thank-you – and the larger box is for sharing.</p>",
    colour: "Colour of the box",
    size: "Size of the box",
  },
  sv: {
    url: "/sv/pralinask",
    name: "Kaarna Pralinask",
    intro: "Tio smaker av handgjorda praliner. Välj askens färg och storlek.",
    body: "<p>Varje pralin färdigställs för hand på vår fabrik i Vuolijoki. Den guldfärgade asken passar till fest, den röda som ett tack – och den större asken är till för att dela.</p>",
    colour: "Askens färg",
    size: "Askens storlek",
  },
};

const LANGUAGES = Object.keys(PRODUCT_PAGE_COPY) as Language[];

export const productPageBlocks: SeedBlock[] = LANGUAGES.flatMap((language) => {
  const copy = PRODUCT_PAGE_COPY[language];
  return [
    {
      id: blockId(language, "boxColour"),
      language,
      contentType: ["BlockData", "ColorSelectorBlock"],
      name: "Box of chocolates: colour",
      fields: { title: copy.colour, productCode: PRODUCT },
    },
    {
      id: blockId(language, "boxSize"),
      language,
      contentType: ["BlockData", "SizeSelectorBlock"],
      name: "Box of chocolates: size",
      fields: { title: copy.size, productCode: PRODUCT },
    },
  ];
});

export const productContentPages: SeedPage[] = LANGUAGES.map((language) => {
  const copy = PRODUCT_PAGE_COPY[language];
  return {
    id: pageId(language, "start") + PAGE_SLOT,
    language,
    url: copy.url,
    translationKey: "kaarna-box-of-chocolates",
    parentId: pageId(language, "start"),
    sortOrder: 52,
    contentType: ["Page", "ProductPage"],
    name: copy.name,
    publishedAt: PUBLISHED,
    changedAt: PUBLISHED,
    fields: {
      productCode: PRODUCT,
      mainIntro: copy.intro,
      mainBody: copy.body,
      mainContentArea: [blockId(language, "boxColour"), blockId(language, "boxSize")],
      pageMetadata: { metaDescription: copy.intro },
    },
  };
});
