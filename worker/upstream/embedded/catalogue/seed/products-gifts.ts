// Gift boxes, the package products (items refer to other products) and the personalised tablet.
import { img, t, variation as v } from "./helpers.ts";
import { CHOCOLATE_LABELS } from "./products-milk.ts";
import type { SeedProduct } from "./types.ts";

const gift = { category: "gift-boxes", brand: "kaarna-classic", kind: "gift-box", labels: CHOCOLATE_LABELS } as const;
const pack = { ...gift, productType: "Package", labels: ["GOODSFROMFINLANDBLUESWAN", "MADEINFINLANDFLAGWITHKEY"] } as const;

export const giftProducts: SeedProduct[] = [
  {
    ...gift,
    code: "K4001",
    recipe: "pralines",
    publishedAt: "2018-11-01",
    slug: t("kaarna-konvehtirasia", "kaarna-chocolate-box", "kaarna-pralinask"),
    name: t("Kaarna Konvehtirasia", "Kaarna Box of Chocolates", "Kaarna Pralinask"),
    description: t(
      "Kymmenen makua käsin viimeisteltyinä konvehteina: pähkinää, karamellia, marjoja ja mantelia. Kultainen tai punainen rasia.",
      "Ten flavours of hand-finished chocolates: nuts, caramel, berries and almond. In a gold or red box.",
      "Tio smaker av handgjorda praliner: nötter, karamell, bär och mandel. I guldfärgad eller röd ask.",
    ),
    tags: ["bestseller"],
    related: ["K4002", "K4102", "K1002"],
    variations: [
      v("K4001-250G", { size: "250 g", pieces: 20, colour: "gold", price: 12.99, stock: 90, image: img("box", "gold") }),
      v("K4001-250R", { size: "250 g", pieces: 20, colour: "red", price: 12.99, stock: 11, image: img("box", "red") }),
      v("K4001-500G", {
        size: "500 g",
        pieces: 40,
        colour: "gold",
        price: 22.99,
        discountedPrice: 19.99,
        previousPrice: 21.99,
        stock: 35,
        image: img("box", "gold"),
      }),
      v("K4001-500R", { size: "500 g", pieces: 40, colour: "red", price: 22.99, stock: 0, image: img("box", "red") }),
    ],
  },
  {
    ...gift,
    code: "K4002",
    recipe: "pralines",
    publishedAt: "2024-09-15",
    slug: t("jarvi-konvehdit", "lake-chocolates", "sjo-praliner"),
    name: t("Järvi-konvehdit", "Lake Chocolates", "Sjöpraliner"),
    description: t(
      "Sinisessä rasiassa järven aaltojen muotoisia konvehteja, täytteinä mustikka, kermatoffee ja hasselpähkinä.",
      "Wave-shaped chocolates in a blue box, filled with bilberry, cream toffee and hazelnut.",
      "Vågformade praliner i en blå ask, fyllda med blåbär, gräddkola och hasselnöt.",
    ),
    tags: ["new"],
    related: ["K4001"],
    variations: [
      v("K4002-180", { size: "180 g", pieces: 15, colour: "blue", price: 10.99, stock: 70, image: img("box", "blue") }),
    ],
  },
  {
    ...pack,
    code: "K4101",
    publishedAt: "2023-11-01",
    slug: t("suklaalevyjen-maistelupaketti", "chocolate-tablet-tasting-pack", "provsmakningspaket-chokladkakor"),
    name: t("Suklaalevyjen maistelupaketti", "Chocolate Tablet Tasting Pack", "Provsmakningspaket med chokladkakor"),
    nameOfTheFood: t("Suklaalevylajitelma", "Assorted chocolate tablets", "Sortiment av chokladkakor"),
    description: t(
      "Neljä suosikkilevyämme samassa paketissa: maito, tumma, appelsiini ja kaura. Täydellinen tapa löytää oma suosikki.",
      "Four of our favourite tablets in one pack: milk, dark, orange and oat. The perfect way to find your favourite.",
      "Fyra av våra favoritkakor i samma paket: mjölk, mörk, apelsin och havre. Det perfekta sättet att hitta din favorit.",
    ),
    related: ["K1001", "K1101", "K1201"],
    variations: [
      v("K4101-1", {
        size: "400 g",
        price: 13.49,
        stock: 45,
        image: img("hamper", "blue"),
        includes: [
          { product: "K1001", quantity: 1 },
          { product: "K1101", quantity: 1 },
          { product: "K1103", quantity: 1 },
          { product: "K1201", quantity: 1 },
        ],
      }),
    ],
  },
  {
    ...pack,
    code: "K4102",
    publishedAt: "2024-11-10",
    slug: t("kaarna-lahjakassi", "kaarna-gift-bag", "kaarna-presentkasse"),
    name: t("Kaarna-lahjakassi", "Kaarna Gift Bag", "Kaarna presentkasse"),
    nameOfTheFood: t("Makeislajitelma", "Assorted confectionery", "Konfektyrsortiment"),
    description: t(
      "Valmiiksi koottu lahjakassi: Salmiakki Kuu -rasia, kaksi salmiakkipastillirasiaa ja hasselpähkinälevy.",
      "A ready-made gift bag: a Salmiakki Kuu box, two tins of salmiakki pastilles and a hazelnut tablet.",
      "En färdig presentkasse: en ask Salmiakki Kuu, två askar salmiakpastiller och en hasselnötskaka.",
    ),
    tags: ["sale"],
    related: ["K4001", "K2001"],
    variations: [
      v("K4102-1", {
        weightGrams: 330,
        price: 14.99,
        discountedPrice: 12.99,
        previousPrice: 14.49,
        stock: 8,
        image: img("hamper", "red"),
        includes: [
          { product: "K2001", quantity: 1 },
          { product: "K3002", quantity: 2 },
          { product: "K1002", quantity: 1 },
        ],
      }),
    ],
  },
  {
    ...pack,
    code: "K4103",
    brand: "pikku-kuu",
    publishedAt: "2025-03-01",
    slug: t("pikku-kuu-herkkupaketti", "pikku-kuu-treat-pack", "pikku-kuu-godispaket"),
    name: t("Pikku Kuu -herkkupaketti", "Pikku Kuu Treat Pack", "Pikku Kuu godispaket"),
    nameOfTheFood: t("Makeislajitelma", "Assorted confectionery", "Konfektyrsortiment"),
    description: t(
      "Pastilleja ja lakritsia mökille, retkelle tai leffailtaan.",
      "Pastilles and liquorice for the cottage, a hike or a film night.",
      "Pastiller och lakrits till stugan, utflykten eller filmkvällen.",
    ),
    tags: ["new", "vegan"],
    related: ["K3001", "K3101"],
    variations: [
      v("K4103-1", {
        weightGrams: 430,
        price: 9.99,
        stock: 130,
        image: img("hamper", "purple"),
        includes: [
          { product: "K3001", quantity: 2 },
          { product: "K3101", quantity: 1 },
          { product: "K3103", quantity: 1 },
        ],
      }),
    ],
  },
  {
    code: "K5001",
    category: "personalised",
    brand: "kaarna-classic",
    kind: "personalised",
    productType: "CustomTablet",
    labels: CHOCOLATE_LABELS,
    recipe: "milk",
    publishedAt: "2024-02-01",
    slug: t("personoitu-suklaalevy", "personalised-chocolate-tablet", "personlig-chokladkaka"),
    name: t("Personoitu suklaalevy", "Personalised chocolate tablet", "Personlig chokladkaka"),
    nameOfTheFood: t("Suklaalevy", "Chocolate tablet", "Chokladkaka"),
    description: t(
      "Kirjoita kääreen etupuolelle oma otsikko, taakse pidempi tervehdys ja allekirjoitus. Toimitamme levyn suoraan saajalle.",
      "Write your own title on the front of the wrapper, a longer greeting and a signature on the back. We deliver the tablet straight to the recipient.",
      "Skriv en egen rubrik på omslagets framsida och en längre hälsning och underskrift på baksidan. Vi levererar kakan direkt till mottagaren.",
    ),
    related: ["K1001", "K4001"],
    variations: [
      v("K5001-MILK", {
        size: "100 g",
        price: 9.9,
        stock: 999,
        image: img("custom", "blue"),
        recipe: "milk",
        name: t("Maitosuklaa", "Milk chocolate", "Mjölkchoklad"),
      }),
      v("K5001-DARK", {
        size: "100 g",
        price: 9.9,
        stock: 999,
        image: img("custom", "black"),
        recipe: "dark",
        name: t("Tumma suklaa 70 %", "Dark chocolate 70%", "Mörk choklad 70 %"),
      }),
      v("K5001-OAT", {
        size: "100 g",
        price: 9.9,
        stock: 999,
        image: img("custom", "green"),
        recipe: "oat",
        name: t("Kaurasuklaa", "Oat chocolate", "Havrechoklad"),
      }),
    ],
  },
];
