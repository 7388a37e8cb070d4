// Salmiakki Kuu filled chocolates and Pikku Kuu pastilles and liquorice.
import { img, t, variation as v } from "./helpers.ts";
import type { SeedProduct } from "./types.ts";

const FINNISH = ["GOODSFROMFINLANDBLUESWAN", "MADEINFINLANDFLAGWITHKEY"];
const kuu = {
  category: "salmiakki-kuu",
  brand: "pikku-kuu",
  kind: "filled",
  recipe: "salmiakki",
  labels: [...FINNISH, "FAZERKAAKAONVASTUULLISUUS"],
} as const;
const pastille = {
  category: "pastilles",
  brand: "pikku-kuu",
  kind: "pastille",
  recipe: "pastille",
  labels: [...FINNISH, "CROSSEDGRAINSYMBOL"],
} as const;
const liquorice = { category: "pastilles", brand: "pikku-kuu", kind: "liquorice", recipe: "liquorice", labels: FINNISH } as const;

export const sweetProducts: SeedProduct[] = [
  {
    ...kuu,
    code: "K2001",
    publishedAt: "2018-09-01",
    slug: t("salmiakki-kuu-konvehtirasia", "salmiakki-kuu-box", "salmiakki-kuu-pralinask"),
    name: t("Salmiakki Kuu -konvehtirasia", "Salmiakki Kuu Box", "Salmiakki Kuu pralinask"),
    description: t(
      "Kuunsirpin muotoisia maitosuklaakonvehteja, joiden sisällä on pehmeä salmiakkitäyte.",
      "Crescent-moon milk chocolates with a soft salty liquorice filling.",
      "Halvmånformade mjölkchokladpraliner med en mjuk salmiakfyllning.",
    ),
    tags: ["bestseller"],
    related: ["K2002", "K1006", "K3002"],
    variations: [
      v("K2001-150", { size: "150 g", pieces: 12, colour: "black", price: 6.99, stock: 160, image: img("box", "black") }),
      v("K2001-300", {
        size: "300 g",
        pieces: 24,
        colour: "black",
        price: 11.99,
        discountedPrice: 9.99,
        previousPrice: 11.49,
        stock: 40,
        image: img("box", "black"),
      }),
    ],
  },
  {
    ...kuu,
    code: "K2002",
    publishedAt: "2019-05-01",
    slug: t("salmiakki-kuu-pussi", "salmiakki-kuu-bag", "salmiakki-kuu-pase"),
    name: t("Salmiakki Kuu -pussi", "Salmiakki Kuu Bag", "Salmiakki Kuu påse"),
    description: t(
      "Yksittäin käärityt Salmiakki Kuut jaettavaksi – tai ei.",
      "Individually wrapped Salmiakki Kuu chocolates for sharing – or not.",
      "Styckinslagna Salmiakki Kuu att dela med sig av – eller inte.",
    ),
    related: ["K2001", "K2004"],
    variations: [
      v("K2002-120", { size: "120 g", pieces: 14, colour: "black", price: 3.99, stock: 260, image: img("bag", "black") }),
    ],
  },
  {
    ...kuu,
    code: "K2003",
    recipe: "dark",
    publishedAt: "2025-01-15",
    slug: t("salmiakki-kuu-tumma", "salmiakki-kuu-dark", "salmiakki-kuu-mork"),
    name: t("Salmiakki Kuu Tumma", "Salmiakki Kuu Dark", "Salmiakki Kuu Mörk"),
    nameOfTheFood: t("Täytetty tummasuklaakonvehti", "Filled dark chocolates", "Fyllda praliner av mörk choklad"),
    description: t(
      "Uusi Salmiakki Kuu tummassa suklaassa: syvempi kaakao, sama rohkea salmiakki.",
      "The new Salmiakki Kuu in dark chocolate: deeper cocoa, the same bold salmiakki.",
      "Nya Salmiakki Kuu i mörk choklad: djupare kakao, samma djärva salmiak.",
    ),
    tags: ["new"],
    related: ["K2001", "K1101"],
    variations: [
      v("K2003-150", { size: "150 g", pieces: 12, colour: "purple", price: 7.49, stock: 3, image: img("box", "purple") }),
    ],
  },
  {
    ...kuu,
    code: "K2004",
    publishedAt: "2021-06-01",
    slug: t("salmiakki-kuu-mini", "salmiakki-kuu-mini", "salmiakki-kuu-mini"),
    name: t("Salmiakki Kuu Mini", "Salmiakki Kuu Mini", "Salmiakki Kuu Mini"),
    description: t(
      "Taskukokoinen pussi viidellä Salmiakki Kuulla – juuri sopiva välipalaksi.",
      "A pocket-sized bag with five Salmiakki Kuu chocolates – just right for a snack.",
      "En påse i fickformat med fem Salmiakki Kuu – lagom till mellanmål.",
    ),
    related: ["K2002"],
    variations: [
      v("K2004-40", { size: "40 g", pieces: 5, colour: "black", price: 1.49, stock: 520, image: img("bag", "black") }),
    ],
  },
  {
    ...pastille,
    code: "K3001",
    publishedAt: "2017-04-01",
    slug: t("pikku-kuu-hedelmapastillit", "pikku-kuu-fruit-pastilles", "pikku-kuu-fruktpastiller"),
    name: t("Pikku Kuu Hedelmäpastillit", "Pikku Kuu Fruit Pastilles", "Pikku Kuu Fruktpastiller"),
    description: t(
      "Pehmeitä pastilleja kauniissa rasiassa. Valitse vadelma, mustaherukka tai omena.",
      "Soft pastilles in a pretty tin. Choose raspberry, blackcurrant or apple.",
      "Mjuka pastiller i en vacker ask. Välj hallon, svarta vinbär eller äpple.",
    ),
    tags: ["vegan"],
    related: ["K3003", "K3004"],
    variations: [
      v("K3001-R", { size: "40 g", colour: "red", price: 1.99, stock: 300, image: img("tin", "red") }),
      v("K3001-P", { size: "40 g", colour: "purple", price: 1.99, stock: 19, image: img("tin", "purple") }),
      v("K3001-G", { size: "40 g", colour: "green", price: 1.99, stock: 0, image: img("tin", "green") }),
    ],
  },
  {
    ...pastille,
    code: "K3002",
    recipe: "liquorice",
    labels: FINNISH,
    publishedAt: "2017-04-01",
    slug: t("pikku-kuu-salmiakkipastillit", "pikku-kuu-salmiakki-pastilles", "pikku-kuu-salmiakpastiller"),
    name: t("Pikku Kuu Salmiakkipastillit", "Pikku Kuu Salmiakki Pastilles", "Pikku Kuu Salmiakpastiller"),
    nameOfTheFood: t("Salmiakkipastilli", "Salty liquorice pastilles", "Salmiakpastiller"),
    description: t(
      "Napakoita salmiakkipastilleja mustassa rasiassa. Suomalaisen taskun vakiovaruste.",
      "Firm salty liquorice pastilles in a black tin. Standard equipment in every Finnish pocket.",
      "Fasta salmiakpastiller i en svart ask. Standardutrustning i varje finsk ficka.",
    ),
    tags: ["bestseller", "vegan"],
    related: ["K3102", "K2001"],
    variations: [v("K3002-40", { size: "40 g", colour: "black", price: 1.99, stock: 410, image: img("tin", "black") })],
  },
  {
    ...pastille,
    code: "K3003",
    publishedAt: "2020-08-01",
    slug: t("pikku-kuu-mustaherukka", "pikku-kuu-blackcurrant", "pikku-kuu-svarta-vinbar"),
    name: t("Pikku Kuu Mustaherukka", "Pikku Kuu Blackcurrant", "Pikku Kuu Svarta vinbär"),
    description: t(
      "Täyteläisiä mustaherukkapastilleja isossa pussissa – koko perheen herkku.",
      "Rich blackcurrant pastilles in a big bag – a treat for the whole family.",
      "Fylliga pastiller med svarta vinbär i en stor påse – en godbit för hela familjen.",
    ),
    tags: ["vegan", "sale"],
    related: ["K3001"],
    variations: [
      v("K3003-150", {
        size: "150 g",
        colour: "purple",
        price: 3.49,
        discountedPrice: 2.79,
        previousPrice: 3.29,
        stock: 150,
        image: img("bag", "purple"),
      }),
    ],
  },
  {
    ...pastille,
    code: "K3004",
    publishedAt: "2025-04-20",
    slug: t("pikku-kuu-sitruuna", "pikku-kuu-lemon", "pikku-kuu-citron"),
    name: t("Pikku Kuu Sitruuna", "Pikku Kuu Lemon", "Pikku Kuu Citron"),
    description: t(
      "Kirpeän raikkaat sitruunapastillit – uutuus rasiassa ja jakopussissa.",
      "Zingy, fresh lemon pastilles – new in a tin and a sharing bag.",
      "Syrligt friska citronpastiller – nyhet i ask och delningspåse.",
    ),
    tags: ["new", "vegan"],
    related: ["K3001", "K3003"],
    variations: [
      v("K3004-40", { size: "40 g", colour: "orange", price: 1.99, stock: 220, image: img("tin", "orange") }),
      v("K3004-150", { size: "150 g", colour: "orange", price: 3.49, stock: 9, image: img("bag", "orange") }),
    ],
  },
  {
    ...liquorice,
    code: "K3101",
    publishedAt: "2018-02-01",
    slug: t("pikku-kuu-pehmea-lakritsi", "pikku-kuu-soft-liquorice", "pikku-kuu-mjuk-lakrits"),
    name: t("Pikku Kuu Pehmeä Lakritsi", "Pikku Kuu Soft Liquorice", "Pikku Kuu Mjuk Lakrits"),
    description: t(
      "Pehmeää, makeaa lakritsia vanhan reseptimme mukaan.",
      "Soft, sweet liquorice made to our old recipe.",
      "Mjuk, söt lakrits enligt vårt gamla recept.",
    ),
    related: ["K3102", "K3103"],
    variations: [v("K3101-200", { size: "200 g", colour: "black", price: 2.99, stock: 175, image: img("bag", "black") })],
  },
  {
    ...liquorice,
    code: "K3102",
    publishedAt: "2019-10-01",
    slug: t("pikku-kuu-salmiakkilakritsi", "pikku-kuu-salmiakki-liquorice", "pikku-kuu-salmiaklakrits"),
    name: t("Pikku Kuu Salmiakkilakritsi", "Pikku Kuu Salmiakki Liquorice", "Pikku Kuu Salmiaklakrits"),
    description: t(
      "Pehmeää lakritsia, joka on kieritelty salmiakkijauheessa. Vain rohkeille.",
      "Soft liquorice rolled in salmiakki powder. For the brave only.",
      "Mjuk lakrits rullad i salmiakpulver. Bara för de modiga.",
    ),
    tags: ["sale"],
    related: ["K3002", "K3101"],
    variations: [
      v("K3102-200", {
        size: "200 g",
        colour: "black",
        price: 3.29,
        discountedPrice: 2.49,
        previousPrice: 3.09,
        stock: 18,
        image: img("bag", "black"),
      }),
    ],
  },
  {
    ...liquorice,
    code: "K3103",
    publishedAt: "2022-01-10",
    slug: t("pikku-kuu-lakritsitangot", "pikku-kuu-liquorice-sticks", "pikku-kuu-lakritsstanger"),
    name: t("Pikku Kuu Lakritsitangot", "Pikku Kuu Liquorice Sticks", "Pikku Kuu Lakritsstänger"),
    description: t(
      "Pitkiä, pehmeitä lakritsitankoja. Iso pussi riittää koko mökkiviikonlopuksi.",
      "Long, soft liquorice sticks. The big bag lasts a whole cottage weekend.",
      "Långa, mjuka lakritsstänger. Den stora påsen räcker en hel stugweekend.",
    ),
    related: ["K3101"],
    variations: [
      v("K3103-150", { size: "150 g", colour: "red", price: 2.79, stock: 130, image: img("bag", "red") }),
      v("K3103-300", { size: "300 g", colour: "red", price: 4.99, stock: 55, image: img("bag", "red") }),
    ],
  },
];
