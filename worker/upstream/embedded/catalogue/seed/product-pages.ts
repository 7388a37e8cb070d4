// The demo product pages' extra parts (issue 13): a header background image (dark ones
// with the inverse, light header font), related content items by translation key, and a testimonial,
// for a few products in fi, en and sv. The quotes and names are fictional. Products not listed (K1204
// among them) have none, so a plain product page can be seen and tested.
import { t } from "./helpers.ts";
import type { Texts } from "./types.ts";

export interface SeedProductPage {
  product: string;
  background?: { url: string; inverseHeaderFont: boolean };
  /** Translation keys of content pages (kaarna-article, …); each is linked in the page's language. */
  relatedItems?: string[];
  testimonial?: { quote: Texts; name: string; image?: { url: string; width: number; height: number } };
  /** The product's call to action (spec 001 §3): where it leads and its words, in each language. */
  callToAction?: { link: Texts; text: Texts; openInNewWindow?: boolean };
}

const DARK_COCOA = { url: "/media/product-header-cocoa-dark.webp", inverseHeaderFont: true };
const LIGHT_MEADOW = { url: "/media/product-header-meadow-light.webp", inverseHeaderFont: false };
const portrait = (name: string) => ({ url: `/media/testimonial-${name}.webp`, width: 160, height: 160 });

export const productPageSeed: SeedProductPage[] = [
  {
    product: "K1001",
    background: LIGHT_MEADOW,
    relatedItems: ["kaarna-article", "kaarna-story"],
    callToAction: {
      link: t("/fi/myymalat", "/en/stores", "/sv/butiker"),
      text: t("Löydä lähin myymälä", "Find it in our shops", "Hitta den i våra butiker"),
    },
    testimonial: {
      quote: t(
        "Maitosuklaa, jonka makuun palaan aina: pehmeä, kermainen ja juuri sopivan makea.",
        "The milk chocolate I always come back to: smooth, creamy and just sweet enough.",
        "Mjölkchokladen jag alltid återvänder till: len, krämig och lagom söt.",
      ),
      name: "Aino Lehtola",
      image: portrait("aino"),
    },
  },
  {
    product: "K1101",
    background: DARK_COCOA,
    relatedItems: ["kaarna-article"],
    callToAction: {
      link: t("/fi/reseptit", "/en/recipes", "/sv/recept"),
      text: t("Leivo tällä suklaalla", "Bake with this chocolate", "Baka med den här chokladen"),
      openInNewWindow: true,
    },
    testimonial: {
      quote: t(
        "Punaiset marjat ja paahteinen kaakao samassa palassa. Tätä tarjoan vieraille kahvin kanssa.",
        "Red berries and roasted cocoa in one piece. This is what I serve guests with coffee.",
        "Röda bär och rostad kakao i samma bit. Det här bjuder jag gästerna på till kaffet.",
      ),
      name: "Mikael Sundström",
      image: portrait("mikael"),
    },
  },
  {
    product: "K4101",
    background: DARK_COCOA,
    relatedItems: ["kaarna-story", "kaarna-d2c", "kaarna-club"],
    testimonial: {
      quote: t(
        "Maistelupaketti teki syntymäpäivistä illan, jota vieraat muistelevat yhä.",
        "The tasting pack turned a birthday into an evening our guests still talk about.",
        "Provsmakningspaketet gjorde födelsedagen till en kväll gästerna fortfarande pratar om.",
      ),
      name: "Helmi Virtanen",
    },
  },
];
