// The shop's purchase pages in each language, at the settings' cartPageUrl, checkoutPageUrl and
// orderConfirmationPageUrl (copy-*.ts urls): Cart, Checkout and OrderConfirmation, never indexed.
import type { Language } from "../../../../shared/languages.ts";
import { pageId } from "./ids.ts";
import type { SeedPage } from "./types.ts";

type PurchasePage = { id: number; url: string; name: string; heading: string };

const PAGES: Record<"cart" | "checkout" | "order-confirmation", Record<Language, PurchasePage>> = {
  cart: {
    fi: { id: 1008, url: "/fi/ostoskori", name: "Ostoskori", heading: "Ostoskori" },
    en: { id: 1108, url: "/en/cart", name: "Cart", heading: "Shopping cart" },
    sv: { id: 1208, url: "/sv/varukorg", name: "Varukorg", heading: "Varukorg" },
  },
  checkout: {
    fi: { id: 1009, url: "/fi/kassa", name: "Kassa", heading: "Kassa" },
    en: { id: 1109, url: "/en/checkout", name: "Checkout", heading: "Checkout" },
    sv: { id: 1209, url: "/sv/kassa", name: "Kassa", heading: "Kassa" },
  },
  "order-confirmation": {
    fi: { id: 1010, url: "/fi/tilausvahvistus", name: "Tilausvahvistus", heading: "Kiitos tilauksestasi!" },
    en: { id: 1110, url: "/en/order-confirmation", name: "Order confirmation", heading: "Thank you for your order!" },
    sv: { id: 1210, url: "/sv/orderbekraftelse", name: "Orderbekräftelse", heading: "Tack för din beställning!" },
  },
};

const CONTENT_TYPES = { cart: "Cart", checkout: "Checkout", "order-confirmation": "OrderConfirmation" } as const;

export const checkoutPages: SeedPage[] = (Object.keys(PAGES) as (keyof typeof PAGES)[]).flatMap((key, index) =>
  (Object.entries(PAGES[key]) as [Language, PurchasePage][]).map(([language, page]) => ({
    id: page.id,
    language,
    url: page.url,
    translationKey: key,
    parentId: pageId(language, "start"),
    sortOrder: 90 + index,
    contentType: ["Page", CONTENT_TYPES[key]],
    name: page.name,
    changedAt: "2025-05-12T08:00:00.000Z",
    fields: { heading: page.heading, pageMetadata: { noIndex: true, metaTitle: page.name } },
  })),
);
