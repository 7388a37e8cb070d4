// Catalogue categories (URLs match the content seed's main menu) and the two brands.
import type { SeedCategory } from "./types.ts";

export const categories: SeedCategory[] = [
  {
    code: "products",
    parent: null,
    sortOrder: 0,
    url: { fi: "/fi/tuotteet", en: "/en/products", sv: "/sv/produkter" },
    name: { fi: "Tuotteet", en: "Products", sv: "Produkter" },
    heading: { fi: "Kaikki tuotteemme", en: "All our products", sv: "Alla våra produkter" },
    description: {
      fi: "Suklaalevyjä, konvehteja, pastilleja ja lahjarasioita – kaikki valmistettu Vuolijoen Sataman tehtaallamme.",
      en: "Chocolate tablets, filled chocolates, pastilles and gift boxes – all made at our factory in Vuolijoki Harbour.",
      sv: "Chokladkakor, praliner, pastiller och presentaskar – allt tillverkat på vår fabrik i Vuolijoki hamn.",
    },
  },
  {
    code: "chocolate-tablets",
    parent: "products",
    sortOrder: 10,
    url: { fi: "/fi/tuotteet/suklaalevyt", en: "/en/products/chocolate-tablets", sv: "/sv/produkter/chokladkakor" },
    name: { fi: "Suklaalevyt", en: "Chocolate tablets", sv: "Chokladkakor" },
    heading: { fi: "Suklaalevyt", en: "Chocolate tablets", sv: "Chokladkakor" },
    description: {
      fi: "Kermainen maitosuklaa, syvä tumma suklaa ja maidoton kaurasuklaa – valitse oma suosikkisi.",
      en: "Creamy milk chocolate, deep dark chocolate and dairy-free oat chocolate – pick your favourite.",
      sv: "Krämig mjölkchoklad, djup mörk choklad och mjölkfri havrechoklad – välj din favorit.",
    },
  },
  {
    code: "milk-chocolate",
    parent: "chocolate-tablets",
    sortOrder: 10,
    url: {
      fi: "/fi/tuotteet/suklaalevyt/maitosuklaa",
      en: "/en/products/chocolate-tablets/milk-chocolate",
      sv: "/sv/produkter/chokladkakor/mjolkchoklad",
    },
    name: { fi: "Maitosuklaa", en: "Milk chocolate", sv: "Mjölkchoklad" },
    heading: { fi: "Maitosuklaalevyt", en: "Milk chocolate tablets", sv: "Kakor av mjölkchoklad" },
    description: {
      fi: "Klassikkomme tehdään suomalaisesta maidosta ja vastuullisesti hankitusta kaakaosta.",
      en: "Our classic is made with Finnish milk and responsibly sourced cocoa.",
      sv: "Vår klassiker görs av finsk mjölk och ansvarsfullt odlad kakao.",
    },
  },
  {
    code: "dark-chocolate",
    parent: "chocolate-tablets",
    sortOrder: 20,
    url: {
      fi: "/fi/tuotteet/suklaalevyt/tumma-suklaa",
      en: "/en/products/chocolate-tablets/dark-chocolate",
      sv: "/sv/produkter/chokladkakor/mork-choklad",
    },
    name: { fi: "Tumma suklaa", en: "Dark chocolate", sv: "Mörk choklad" },
    heading: { fi: "Tummat suklaalevyt", en: "Dark chocolate tablets", sv: "Kakor av mörk choklad" },
    description: {
      fi: "Tummissa levyissämme on 55–85 % kaakaota ja ripaus rohkeutta.",
      en: "Our dark tablets have 55–85% cocoa and a touch of boldness.",
      sv: "Våra mörka kakor har 55–85 % kakao och en nypa mod.",
    },
  },
  {
    code: "oat-chocolate",
    parent: "chocolate-tablets",
    sortOrder: 30,
    url: {
      fi: "/fi/tuotteet/suklaalevyt/kaurasuklaa",
      en: "/en/products/chocolate-tablets/oat-chocolate",
      sv: "/sv/produkter/chokladkakor/havrechoklad",
    },
    name: { fi: "Kaurasuklaa", en: "Oat chocolate", sv: "Havrechoklad" },
    heading: { fi: "Kaurasuklaalevyt", en: "Oat chocolate tablets", sv: "Kakor av havrechoklad" },
    description: {
      fi: "Vegaaninen kaurasuklaa on yhtä samettista kuin maitosuklaa – ilman maitoa.",
      en: "Vegan oat chocolate is as velvety as milk chocolate – without the milk.",
      sv: "Vegansk havrechoklad är lika sammetslen som mjölkchoklad – utan mjölk.",
    },
  },
  {
    code: "salmiakki-kuu",
    parent: "products",
    sortOrder: 20,
    url: { fi: "/fi/tuotteet/salmiakki-kuu", en: "/en/products/salmiakki-kuu", sv: "/sv/produkter/salmiakki-kuu" },
    name: { fi: "Salmiakki Kuu", en: "Salmiakki Kuu", sv: "Salmiakki Kuu" },
    heading: { fi: "Salmiakki Kuu -konvehdit", en: "Salmiakki Kuu filled chocolates", sv: "Salmiakki Kuu-praliner" },
    description: {
      fi: "Kuunsirpin muotoiset konvehdit, joissa suklaa kohtaa salmiakin.",
      en: "Crescent-moon filled chocolates where chocolate meets salty liquorice.",
      sv: "Halvmånformade praliner där choklad möter salmiak.",
    },
  },
  {
    code: "pastilles",
    parent: "products",
    sortOrder: 30,
    url: { fi: "/fi/tuotteet/pastillit", en: "/en/products/pastilles", sv: "/sv/produkter/pastiller" },
    name: { fi: "Pastillit ja lakritsi", en: "Pastilles and liquorice", sv: "Pastiller och lakrits" },
    heading: {
      fi: "Pikku Kuu -pastillit ja lakritsit",
      en: "Pikku Kuu pastilles and liquorice",
      sv: "Pikku Kuu-pastiller och lakrits",
    },
    description: {
      fi: "Hedelmäisiä pastilleja ja pehmeää lakritsia taskuun ja laukkuun.",
      en: "Fruity pastilles and soft liquorice for your pocket and bag.",
      sv: "Fruktiga pastiller och mjuk lakrits för fickan och väskan.",
    },
  },
  {
    code: "gift-boxes",
    parent: "products",
    sortOrder: 40,
    url: { fi: "/fi/tuotteet/lahjarasiat", en: "/en/products/gift-boxes", sv: "/sv/produkter/presentaskar" },
    name: { fi: "Lahjarasiat", en: "Gift boxes", sv: "Presentaskar" },
    heading: { fi: "Lahjarasiat ja -paketit", en: "Gift boxes and hampers", sv: "Presentaskar och paket" },
    description: {
      fi: "Konvehtirasiat ja valmiiksi kootut lahjapaketit kiitokseksi, onnitteluksi tai ihan muuten vain.",
      en: "Boxes of chocolates and ready-made gift hampers to say thank you, congratulations or just because.",
      sv: "Pralinaskar och färdiga presentpaket som tack, grattis eller bara för att.",
    },
  },
  {
    code: "personalised",
    parent: "products",
    sortOrder: 50,
    url: {
      fi: "/fi/tuotteet/personoidut-levyt",
      en: "/en/products/personalised-tablets",
      sv: "/sv/produkter/personliga-chokladkakor",
    },
    name: { fi: "Personoidut levyt", en: "Personalised tablets", sv: "Personliga chokladkakor" },
    heading: { fi: "Personoidut suklaalevyt", en: "Personalised chocolate tablets", sv: "Personliga chokladkakor" },
    description: {
      fi: "Kirjoita kääreeseen oma tervehdyksesi ja lähetä levy suoraan saajalle.",
      en: "Write your own greeting on the wrapper and send the tablet straight to the recipient.",
      sv: "Skriv en egen hälsning på omslaget och skicka kakan direkt till mottagaren.",
    },
  },
];

export const brands = [
  { code: "kaarna-classic", name: "Kaarna Classic" },
  { code: "pikku-kuu", name: "Pikku Kuu" },
];
