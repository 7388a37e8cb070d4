// Milk chocolate tablets (Kaarna Classic).
import { img, t, variation as v } from "./helpers.ts";
import type { SeedProduct } from "./types.ts";

export const CHOCOLATE_LABELS = [
  "GOODSFROMFINLANDBLUESWAN",
  "MADEINFINLANDFLAGWITHKEY",
  "FAZERKAAKAONVASTUULLISUUS",
  "CROSSEDGRAINSYMBOL",
];
const base = { category: "milk-chocolate", brand: "kaarna-classic", kind: "tablet", labels: CHOCOLATE_LABELS } as const;

export const milkProducts: SeedProduct[] = [
  {
    ...base,
    code: "K1001",
    recipe: "milk",
    publishedAt: "2019-03-01",
    slug: t("kaarna-maitosuklaa", "kaarna-milk-chocolate", "kaarna-mjolkchoklad"),
    name: t("Kaarna Maitosuklaa", "Kaarna Milk Chocolate", "Kaarna Mjölkchoklad"),
    shortTitle: t("Maitosuklaa", "Milk chocolate", "Mjölkchoklad"),
    description: t(
      "Sininen klassikkomme vuodesta 1911: kermaista maitosuklaata suomalaisesta maidosta. Sulaa suussa juuri niin kuin muistat.",
      "Our blue classic since 1911: creamy milk chocolate made with Finnish milk. It melts in your mouth just the way you remember.",
      "Vår blå klassiker sedan 1911: krämig mjölkchoklad av finsk mjölk. Den smälter i munnen precis som du minns.",
    ),
    tags: ["bestseller"],
    related: ["K1002", "K1101", "K1201"],
    variations: [
      v("K1001-100", { size: "100 g", colour: "blue", price: 3.49, stock: 240, image: img("tablet", "blue") }),
      v("K1001-200", {
        size: "200 g",
        colour: "blue",
        price: 5.99,
        discountedPrice: 4.99,
        previousPrice: 5.79,
        stock: 180,
        image: img("tablet", "blue"),
      }),
      v("K1001-350", { size: "350 g", colour: "blue", price: 8.99, stock: 12, image: img("tablet", "blue") }),
    ],
  },
  {
    ...base,
    code: "K1002",
    recipe: "milkNut",
    publishedAt: "2019-03-01",
    slug: t("maitosuklaa-hasselpahkina", "milk-chocolate-hazelnut", "mjolkchoklad-hasselnot"),
    name: t("Maitosuklaa Hasselpähkinä", "Milk Chocolate Hazelnut", "Mjölkchoklad Hasselnöt"),
    description: t(
      "Maitosuklaata ja kokonaisia paahdettuja hasselpähkinöitä. Jokaisessa palassa on kunnon rouske.",
      "Milk chocolate with whole roasted hazelnuts. Every piece has a proper crunch.",
      "Mjölkchoklad med hela rostade hasselnötter. Varje bit har ett ordentligt knaper.",
    ),
    related: ["K1001", "K4001"],
    variations: [
      v("K1002-100", { size: "100 g", colour: "gold", price: 3.79, stock: 130, image: img("tablet", "gold") }),
      v("K1002-200", { size: "200 g", colour: "gold", price: 6.49, stock: 7, image: img("tablet", "gold") }),
    ],
  },
  {
    ...base,
    code: "K1003",
    recipe: "milk",
    publishedAt: "2025-04-02",
    slug: t("maitosuklaa-suolakaramelli", "milk-chocolate-salted-caramel", "mjolkchoklad-saltkaramell"),
    name: t("Maitosuklaa Suolakaramelli", "Milk Chocolate Salted Caramel", "Mjölkchoklad Saltkaramell"),
    description: t(
      "Maitosuklaata, jossa on rapeita suolakaramellinmuruja. Makea ja suolainen kohtaavat täydellisesti.",
      "Milk chocolate with crunchy salted caramel pieces. Sweet meets salty, perfectly.",
      "Mjölkchoklad med krispiga bitar av saltkaramell. Sött möter salt, perfekt.",
    ),
    tags: ["new"],
    related: ["K1001", "K1105"],
    variations: [v("K1003-100", { size: "100 g", colour: "orange", price: 3.79, stock: 320, image: img("tablet", "orange") })],
  },
  {
    ...base,
    code: "K1004",
    recipe: "milk",
    publishedAt: "2024-06-10",
    slug: t("maitosuklaa-mustikka", "milk-chocolate-bilberry", "mjolkchoklad-blabar"),
    name: t("Maitosuklaa Mustikka", "Milk Chocolate Bilberry", "Mjölkchoklad Blåbär"),
    description: t(
      "Kesäinen levy, jossa on kuivattua suomalaista metsämustikkaa. Palaa myyntiin taas elokuussa.",
      "A summery tablet with dried Finnish wild bilberries. Back in stock again in August.",
      "En somrig kaka med torkade finska skogsblåbär. Tillbaka i lager igen i augusti.",
    ),
    tags: ["limited"],
    related: ["K1001", "K1106"],
    variations: [v("K1004-100", { size: "100 g", colour: "purple", price: 3.79, stock: 0, image: img("tablet", "purple") })],
  },
  {
    ...base,
    code: "K1005",
    recipe: "milk",
    publishedAt: "2022-10-15",
    slug: t("maitosuklaa-riisirouhe", "milk-chocolate-crispy-rice", "mjolkchoklad-rispuffar"),
    name: t("Maitosuklaa Riisirouhe", "Milk Chocolate Crispy Rice", "Mjölkchoklad Rispuffar"),
    description: t(
      "Kevyesti rapsahtavaa maitosuklaata paahdetulla riisirouheella. Saatavana myös juhlavassa kultakääreessä.",
      "Lightly crackling milk chocolate with toasted crispy rice. Also available in a festive gold wrapper.",
      "Lätt knaprig mjölkchoklad med rostade rispuffar. Finns även i festligt guldomslag.",
    ),
    related: ["K1001", "K1003"],
    variations: [
      v("K1005-R", { size: "100 g", colour: "red", price: 3.59, stock: 95, image: img("tablet", "red") }),
      v("K1005-G", { size: "100 g", colour: "gold", price: 3.99, stock: 16, image: img("tablet", "gold") }),
    ],
  },
  {
    ...base,
    code: "K1006",
    recipe: "milk",
    publishedAt: "2024-11-20",
    slug: t("maitosuklaa-salmiakkirouhe", "milk-chocolate-salmiakki-crunch", "mjolkchoklad-salmiakkrisp"),
    name: t("Maitosuklaa Salmiakkirouhe", "Milk Chocolate Salmiakki Crunch", "Mjölkchoklad Salmiakkrisp"),
    description: t(
      "Suomalaisten suosikkiyhdistelmä: maitosuklaata ja pikkuruisia salmiakkirakeita.",
      "A Finnish favourite: milk chocolate with tiny salty liquorice crystals.",
      "En finsk favorit: mjölkchoklad med små salmiakkorn.",
    ),
    tags: ["bestseller"],
    related: ["K2001", "K3002"],
    variations: [
      v("K1006-100", { size: "100 g", colour: "black", price: 3.79, stock: 140, image: img("tablet", "black") }),
      v("K1006-200", {
        size: "200 g",
        colour: "black",
        price: 6.49,
        discountedPrice: 5.49,
        previousPrice: 6.29,
        stock: 60,
        image: img("tablet", "black"),
      }),
    ],
  },
];
