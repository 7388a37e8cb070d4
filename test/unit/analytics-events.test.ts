// The spec's other tracked events (000 §9): search, top navigation click, language
// change, image slider navigation and related product click, as they reach window.dataLayer.
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ProductCardSchema } from "../../shared/schemas/catalogue.ts";
import { STORAGE_KEYS } from "../../shared/storage-keys.ts";
import type { DataLayerEvent } from "../../client/analytics/data-layer.ts";
import { sendShopEvent } from "../../client/analytics/send-shop-event.ts";
import { trackRelatedProductClick } from "../../client/analytics/shop-events.ts";
import { readHeaderClick } from "../../client/analytics/header-click.ts";
import {
  trackHeaderClick,
  trackLanguageChange,
  trackSearch,
  trackSliderNavigation,
} from "../../client/analytics/interaction-events.ts";

const pushed = () => (globalThis as unknown as { window: { dataLayer?: DataLayerEvent[] } }).window.dataLayer ?? [];

beforeEach(() => {
  // The shop's own window, not the CMS's preview frame (whose analytics stay off).
  const window: { parent?: unknown } = {};
  window.parent = window;
  vi.stubGlobal("window", window);
  vi.stubGlobal("document", { documentElement: { lang: "en" } });
});
afterEach(() => vi.unstubAllGlobals());

describe("search", () => {
  it("carries the term the shopper searched for, without surrounding spaces", () => {
    trackSearch("  salmiakki ");
    expect(pushed()).toEqual([{ event: "search", search_term: "salmiakki" }]);
  });

  it("is not sent from the CMS's preview frame, where an editor looks at the page", () => {
    vi.stubGlobal("window", { parent: {} });
    trackSearch("salmiakki");
    expect(pushed()).toEqual([]);
  });
});

interface FakeLink {
  textContent: string;
  href: string;
  hreflang?: string;
  alt?: string;
  menu?: string;
  level?: string;
}

/** The bits of a clicked element readHeaderClick reads: its link, the link's menu and level container. */
function clicked(link: FakeLink | null) {
  const attribute = (name: string, value: string | undefined) =>
    value === undefined ? null : { getAttribute: () => value, name };
  const anchor = link && {
    textContent: link.textContent,
    href: link.href,
    hreflang: link.hreflang ?? "",
    closest: (selector: string) =>
      selector === "[data-menu]" ? attribute("data-menu", link.menu) : attribute("data-menu-level", link.level),
    querySelector: () => (link.alt === undefined ? null : { alt: link.alt }),
  };
  return { closest: () => anchor } as unknown as EventTarget;
}

/** A click as the header's listener reads it and sends it. */
function click(link: FakeLink | null) {
  const read = readHeaderClick(clicked(link));
  if (read) trackHeaderClick(read);
  return read;
}

describe("top navigation click", () => {
  it("names the menu, the level, the link's words and its address", () => {
    click({ textContent: " Milk chocolate\n", href: "https://shop.test/en/milk", menu: "mega_menu", level: "3" });
    expect(pushed()).toEqual([
      {
        event: "top_navigation_click",
        menu_name: "mega_menu",
        menu_level: 3,
        link_text: "Milk chocolate",
        link_url: "https://shop.test/en/milk",
      },
    ]);
  });

  it("names a logo link by its image's alt text, at level 1 outside any level container", () => {
    click({ textContent: "", href: "https://shop.test/fi/pikku-kuu", alt: "Pikku Kuu", menu: "mobile_menu" });
    expect(pushed()).toMatchObject([{ menu_name: "mobile_menu", menu_level: 1, link_text: "Pikku Kuu" }]);
  });

  it("sends nothing for header links outside the menus, nor for clicks that follow no link", () => {
    expect(click({ textContent: "Kaarna", href: "https://shop.test/fi" })).toBeNull();
    expect(click(null)).toBeNull();
    expect(pushed()).toEqual([]);
  });
});

describe("language change", () => {
  it("says which language the shopper left and which one they chose, only when it changes", () => {
    trackLanguageChange("fi", "fi");
    expect(pushed()).toEqual([]);
    trackLanguageChange("fi", "en");
    expect(pushed()).toEqual([{ event: "language_change", language_from: "fi", language_to: "en" }]);
  });

  it("is what a header click on a language option (a link with an hreflang) sends", () => {
    vi.stubGlobal("document", { documentElement: { lang: "sv" } });
    const read = readHeaderClick(clicked({ textContent: "Suomi", href: "https://shop.test/fi", hreflang: "fi" }));
    // The page's language is read at the click: the navigation may have changed it before the event is sent.
    vi.stubGlobal("document", { documentElement: { lang: "fi" } });
    trackHeaderClick(read!);
    expect(pushed()).toEqual([{ event: "language_change", language_from: "sv", language_to: "fi" }]);
  });
});

describe("image slider navigation", () => {
  it("names the slider, the control used and the slide shown (from 0) of how many", () => {
    trackSliderNavigation({ name: "hero", title: "Chocolate from the lake" }, "dot", 2, 3);
    expect(pushed()).toEqual([
      {
        event: "image_slider_navigation",
        slider_name: "hero",
        slider_title: "Chocolate from the lake",
        slider_action: "dot",
        slide_index: 2,
        slide_count: 3,
      },
    ]);
  });
});

describe("related product click", () => {
  const card = v.parse(ProductCardSchema, {
    code: "K1102",
    displayName: "Oat milk chocolate",
    url: "/en/products/oat",
    imageUrl: null,
    firstVariationCode: "K1102-100",
    placedPrice: 4.5,
    placedPriceString: "4,50 €",
    discountedPrice: 3.9,
    hasDiscountedPrice: true,
    brands: ["Kaarna Classic"],
    categories: ["Products", "Chocolate tablets"],
    disableAddToCart: false,
    isBuyable: true,
  });

  it("sends the picked product in the analytics item shape with its place in the related list", () => {
    trackRelatedProductClick(card, 1, { id: "related-products", name: "Related products" });
    expect(pushed()).toEqual([
      {
        event: "related_product_click",
        ecommerce: {
          item_list_id: "related-products",
          item_list_name: "Related products",
          items: [
            {
              item_id: "K1102-100",
              item_name: "Oat milk chocolate",
              item_brand: "Kaarna Classic",
              item_category: "Products",
              item_category2: "Chocolate tablets",
              price: 3.9,
              discount: 0.6,
              currency: "EUR",
              quantity: 1,
              index: 1,
              item_list_id: "related-products",
              item_list_name: "Related products",
            },
          ],
        },
      },
    ]);
  });
});

describe("shop events sent before their code has loaded", () => {
  const card = v.parse(ProductCardSchema, {
    code: "K1203",
    displayName: "Sea buckthorn truffles",
    url: "/en/products/truffles",
    imageUrl: null,
    firstVariationCode: "K1203-150",
    placedPrice: 9.9,
    placedPriceString: "9,90 €",
    discountedPrice: null,
    hasDiscountedPrice: false,
    brands: [],
    categories: ["Products"],
    disableAddToCart: false,
    isBuyable: true,
  });
  const list = { id: "product-list-7", name: "Gift picks" };

  it("are pushed in the order they were sent, whichever finished loading first", async () => {
    const storage = new Map<string, string>();
    vi.stubGlobal("localStorage", {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    });
    sendShopEvent((events) => events.trackViewItemList([card], list));
    sendShopEvent((events) => events.trackSelectItem(card, 3, list));
    sendShopEvent((events) => events.trackRelatedProductClick(card, 3, list));
    await vi.waitFor(() => expect(pushed()).toHaveLength(3));
    expect(pushed().map((event) => event.event)).toEqual(["view_item_list", "select_item", "related_product_click"]);
    // select_item stored the list position before anything after it could read it.
    expect(JSON.parse(storage.get(STORAGE_KEYS.productPositions) ?? "{}")).toEqual({
      K1203: { listId: "product-list-7", listName: "Gift picks", index: 3 },
    });
  });
});
