// Dark and oat chocolate tablets (Kaarna Classic).
import { img, t, variation as v } from "./helpers.ts";
import { CHOCOLATE_LABELS } from "./products-milk.ts";
import type { SeedProduct } from "./types.ts";

const dark = {
  category: "dark-chocolate",
  brand: "kaarna-classic",
  kind: "tablet",
  recipe: "dark",
  labels: CHOCOLATE_LABELS,
} as const;
const oat = {
  category: "oat-chocolate",
  brand: "kaarna-classic",
  kind: "tablet",
  recipe: "oat",
  labels: ["GOODSFROMFINLANDBLUESWAN", "MADEINFINLANDFLAGWITHKEY", "FAZERKAAKAONVASTUULLISUUS", "FAZERVEGAN"],
} as const;

export const darkOatProducts: SeedProduct[] = [
  {
    ...dark,
    code: "K1101",
    publishedAt: "2019-03-01",
    slug: t("tumma-suklaa-70", "dark-chocolate-70", "mork-choklad-70"),
    name: t("Tumma Suklaa 70 %", "Dark Chocolate 70%", "Mörk Choklad 70 %"),
    description: t(
      "Tasapainoinen tumma suklaa, jossa maistuvat punaiset marjat ja paahteinen kaakao.",
      "A balanced dark chocolate with notes of red berries and roasted cocoa.",
      "En balanserad mörk choklad med toner av röda bär och rostad kakao.",
    ),
    tags: ["vegan", "bestseller"],
    related: ["K1102", "K1103", "K1001"],
    gallery: [
      {
        url: "/media/products/pieces-dark.webp",
        alt: t(
          "Tumman suklaan paloja ja kaakaopapuja",
          "Broken pieces of dark chocolate and cocoa beans",
          "Bitar av mörk choklad och kakaobönor",
        ),
      },
      {
        url: "/media/products/wrapper-back-black.webp",
        alt: t(
          "Mustan kääreen takapuoli: ainesosat ja ravintoarvot",
          "The back of the black wrapper: ingredients and nutrition facts",
          "Baksidan av det svarta omslaget: ingredienser och näringsvärde",
        ),
      },
    ],
    variations: [
      v("K1101-100", { size: "100 g", colour: "black", price: 3.69, stock: 210, image: img("tablet", "black") }),
      v("K1101-200", { size: "200 g", colour: "black", price: 6.29, stock: 85, image: img("tablet", "black") }),
    ],
  },
  {
    ...dark,
    code: "K1102",
    publishedAt: "2021-02-01",
    labels: [...CHOCOLATE_LABELS, "EUORGANICFARMING", "FINNISHHEARTSYMBOL"],
    slug: t("tumma-suklaa-85-luomu", "organic-dark-chocolate-85", "ekologisk-mork-choklad-85"),
    name: t("Luomu Tumma Suklaa 85 %", "Organic Dark Chocolate 85%", "Ekologisk Mörk Choklad 85 %"),
    description: t(
      "Voimakas luomusuklaa kaakaon ystäville. Vähän sokeria, paljon makua.",
      "An intense organic chocolate for cocoa lovers. Little sugar, lots of flavour.",
      "En intensiv ekologisk choklad för kakaoälskare. Lite socker, mycket smak.",
    ),
    tags: ["vegan"],
    related: ["K1101", "K1105"],
    variations: [v("K1102-100", { size: "100 g", colour: "brown", price: 4.29, stock: 64, image: img("tablet", "brown") })],
  },
  {
    ...dark,
    code: "K1103",
    publishedAt: "2020-09-01",
    slug: t("tumma-suklaa-appelsiini", "dark-chocolate-orange", "mork-choklad-apelsin"),
    name: t("Tumma Suklaa Appelsiini", "Dark Chocolate Orange", "Mörk Choklad Apelsin"),
    description: t(
      "Raikasta appelsiininkuorta ja tummaa suklaata – joulun klassikko, jota syödään ympäri vuoden.",
      "Zesty orange peel and dark chocolate – a Christmas classic enjoyed all year round.",
      "Frisk apelsinskal och mörk choklad – en julklassiker som äts året runt.",
    ),
    tags: ["vegan", "sale"],
    related: ["K1101", "K4001"],
    variations: [
      v("K1103-100", {
        size: "100 g",
        colour: "orange",
        price: 3.79,
        discountedPrice: 2.99,
        previousPrice: 3.59,
        stock: 110,
        image: img("tablet", "orange"),
      }),
    ],
  },
  {
    ...dark,
    code: "K1104",
    publishedAt: "2022-04-12",
    slug: t("tumma-suklaa-minttu", "dark-chocolate-mint", "mork-choklad-mynta"),
    name: t("Tumma Suklaa Minttu", "Dark Chocolate Mint", "Mörk Choklad Mynta"),
    description: t(
      "Viilentävää piparminttua tummassa suklaassa. Kesäksi myös sinisessä järvikääreessä.",
      "Cooling peppermint in dark chocolate. For summer also in a blue lake wrapper.",
      "Svalkande pepparmynta i mörk choklad. Till sommaren även i ett blått sjöomslag.",
    ),
    tags: ["vegan"],
    related: ["K1101", "K3001"],
    variations: [
      v("K1104-GR", { size: "100 g", colour: "green", price: 3.69, stock: 5, image: img("tablet", "green") }),
      v("K1104-BL", { size: "100 g", colour: "blue", price: 3.69, stock: 48, image: img("tablet", "blue") }),
    ],
  },
  {
    ...dark,
    code: "K1105",
    publishedAt: "2025-03-18",
    slug: t("tumma-suklaa-merisuola", "dark-chocolate-sea-salt", "mork-choklad-havssalt"),
    name: t("Tumma Suklaa Merisuola", "Dark Chocolate Sea Salt", "Mörk Choklad Havssalt"),
    description: t(
      "Ripaus merisuolahiutaleita nostaa esiin tumman suklaan syvät aromit.",
      "A pinch of sea salt flakes brings out the deep aromas of dark chocolate.",
      "En nypa havssaltflingor lyfter fram den mörka chokladens djupa aromer.",
    ),
    tags: ["new", "vegan"],
    related: ["K1102", "K1003"],
    variations: [v("K1105-100", { size: "100 g", colour: "blue", price: 3.89, stock: 400, image: img("tablet", "blue") })],
  },
  {
    ...dark,
    code: "K1106",
    publishedAt: "2023-05-05",
    slug: t("tumma-suklaa-vadelma", "dark-chocolate-raspberry", "mork-choklad-hallon"),
    name: t("Tumma Suklaa Vadelma", "Dark Chocolate Raspberry", "Mörk Choklad Hallon"),
    description: t(
      "Kirpeitä vadelmanpaloja tummassa suklaassa. Kaunis vaaleanpunainen kääre tekee siitä pienen lahjan.",
      "Tangy raspberry pieces in dark chocolate. The pretty pink wrapper makes it a small gift.",
      "Syrliga hallonbitar i mörk choklad. Det vackra rosa omslaget gör den till en liten present.",
    ),
    tags: ["vegan"],
    related: ["K1004", "K1101"],
    variations: [
      v("K1106-100", { size: "100 g", colour: "pink", price: 3.79, stock: 75, image: img("tablet", "pink") }),
      v("K1106-200", { size: "200 g", colour: "pink", price: 6.49, stock: 0, image: img("tablet", "pink") }),
    ],
  },
  {
    ...oat,
    code: "K1201",
    publishedAt: "2020-01-20",
    slug: t("kaurasuklaa", "oat-chocolate", "havrechoklad"),
    name: t("Kaarna Kaurasuklaa", "Kaarna Oat Chocolate", "Kaarna Havrechoklad"),
    description: t(
      "Samettinen vegaaninen suklaa, jossa maidon korvaa suomalainen kaura. Maistuu koko perheelle.",
      "A velvety vegan chocolate where Finnish oats replace the milk. A treat for the whole family.",
      "En sammetslen vegansk choklad där finsk havre ersätter mjölken. Smakar hela familjen.",
    ),
    tags: ["vegan", "bestseller"],
    related: ["K1202", "K1203", "K1001"],
    variations: [
      v("K1201-100", { size: "100 g", colour: "green", price: 3.79, stock: 190, image: img("tablet", "green") }),
      v("K1201-200", {
        size: "200 g",
        colour: "green",
        price: 6.49,
        discountedPrice: 5.69,
        previousPrice: 6.29,
        stock: 14,
        image: img("tablet", "green"),
      }),
    ],
  },
  {
    ...oat,
    code: "K1202",
    publishedAt: "2023-09-01",
    slug: t("kaurasuklaa-karpalo", "oat-chocolate-cranberry", "havrechoklad-tranbar"),
    name: t("Kaurasuklaa Karpalo", "Oat Chocolate Cranberry", "Havrechoklad Tranbär"),
    description: t(
      "Kaurasuklaata ja kuivattuja karpaloita – hapokas ja makea tasapaino ilman maitoa.",
      "Oat chocolate with dried cranberries – a tart and sweet balance without milk.",
      "Havrechoklad med torkade tranbär – en syrlig och söt balans utan mjölk.",
    ),
    tags: ["vegan"],
    related: ["K1201", "K1106"],
    variations: [v("K1202-100", { size: "100 g", colour: "red", price: 3.89, stock: 88, image: img("tablet", "red") })],
  },
  {
    ...oat,
    code: "K1203",
    publishedAt: "2025-02-10",
    slug: t("kaurasuklaa-kahvi", "oat-chocolate-coffee", "havrechoklad-kaffe"),
    name: t("Kaurasuklaa Kahvi", "Oat Chocolate Coffee", "Havrechoklad Kaffe"),
    description: t(
      "Vaaleapaahtoista suomalaista kahvia ja kaurasuklaata. Kahvihetken uusi paras ystävä.",
      "Light-roast Finnish coffee and oat chocolate. Your coffee break's new best friend.",
      "Ljusrostat finskt kaffe och havrechoklad. Kaffepausens nya bästa vän.",
    ),
    tags: ["new", "vegan"],
    related: ["K1201", "K1102"],
    variations: [v("K1203-100", { size: "100 g", colour: "brown", price: 3.89, stock: 3, image: img("tablet", "brown") })],
  },
  {
    ...oat,
    code: "K1204",
    publishedAt: "2024-03-01",
    slug: t("kaurasuklaa-kookos", "oat-chocolate-coconut", "havrechoklad-kokos"),
    name: t("Kaurasuklaa Kookos", "Oat Chocolate Coconut", "Havrechoklad Kokos"),
    description: t(
      "Paahdettua kookoshiutaletta ja kaurasuklaata – pieni lomamatka jokaisessa palassa.",
      "Toasted coconut flakes and oat chocolate – a little holiday in every piece.",
      "Rostade kokosflingor och havrechoklad – en liten semester i varje bit.",
    ),
    tags: ["vegan"],
    related: ["K1201", "K1203"],
    variations: [v("K1204-100", { size: "100 g", colour: "blue", price: 3.89, stock: 120, image: img("tablet", "blue") })],
  },
];
