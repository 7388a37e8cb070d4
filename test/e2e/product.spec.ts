// Product pages as a shopper uses them (spec 001 §2/§4/§5): variation by colour and size in the URL,
// price and stock, quantity limits, add to cart, packages with included items, reviews, JSON-LD.
import type { Page } from "@playwright/test";
import { builtFile } from "./fixtures/built-files.ts";
import { type Language, text, isTurnOf } from "./fixtures/catalog.ts";
import { LANGUAGES, expect, expectNoAxeViolations, test, waitForHydration, waitingPartOf } from "./fixtures/storefront.ts";

/** The gift box K4001: two colours × two sizes, one of them out of stock, one discounted. */
const CHOCOLATE_BOX = {
  fi: { path: "/fi/tuotteet/lahjarasiat/kaarna-konvehtirasia", name: "Kaarna Konvehtirasia", addToCart: "Lisää ostoskoriin" },
  en: { path: "/en/products/gift-boxes/kaarna-chocolate-box", name: "Kaarna Box of Chocolates", addToCart: "Add to cart" },
  sv: { path: "/sv/produkter/presentaskar/kaarna-pralinask", name: "Kaarna Pralinask", addToCart: "Lägg i varukorgen" },
} as const;
const MILK_CHOCOLATE = "/fi/tuotteet/suklaalevyt/maitosuklaa/kaarna-maitosuklaa";
const SOLD_OUT = "/fi/tuotteet/suklaalevyt/maitosuklaa/maitosuklaa-mustikka";
const TASTING_PACK = "/en/products/gift-boxes/chocolate-tablet-tasting-pack";

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
}

/** The price region of the product page (its price, a struck original and the lowest-price line). */
const priceRegion = (page: Page, language: Language) =>
  page.getByRole("main").getByRole("region", { name: text(language, "product.price.label"), exact: true });

/** The product page's article; it carries the shown product's and variation's codes for analytics. */
const productArticle = (page: Page) => page.getByRole("main").getByRole("article").first();

async function jsonLd(page: Page) {
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  return JSON.parse(json ?? "null") as {
    "@type": string;
    sku: string;
    productID: string;
    offers: { price: string; priceCurrency: string; availability: string; url: string };
  };
}

for (const language of LANGUAGES) {
  if (isTurnOf(language, 1))
    test(`a ${language} product page shows the product, its price and JSON-LD, and passes axe`, async ({ page }) => {
      const product = CHOCOLATE_BOX[language];
      await open(page, product.path);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(product.name);
      await expect(priceRegion(page, language)).toContainText("12");
      await expect(page.getByRole("button", { name: product.addToCart, exact: true })).toBeEnabled();
      await expect(productArticle(page)).toHaveAttribute("data-product-id", "K4001");
      await expect(productArticle(page)).toHaveAttribute("data-sku", "K4001-250G");
      const data = await jsonLd(page);
      expect(data).toMatchObject({ "@type": "Product", sku: "K4001-250G", productID: "K4001" });
      expect(data.offers).toMatchObject({ priceCurrency: "EUR", price: "12.99", availability: "https://schema.org/InStock" });
      await expectNoAxeViolations(page);
    });
}

test("picking a colour and a size selects the matching variation and keeps it in the URL", async ({ page }) => {
  await open(page, CHOCOLATE_BOX.fi.path);
  const heading = page.getByRole("heading", { level: 1 });
  await page.getByRole("radio", { name: "Punainen" }).click();
  await expect(page).toHaveURL(/[?&]code=K4001-250R\b/);
  await expect(heading).toContainText("Punainen");
  await expect(page.getByRole("radio", { name: "250 g" })).toBeChecked();

  // Red 500 g is sold out: no price block, a clear stock message and nothing to add.
  await page.getByRole("radio", { name: "500 g" }).click();
  await expect(page).toHaveURL(/[?&]code=K4001-500R\b/);
  await expect(heading).toContainText("500 g");
  await expect(page.getByText("Loppu varastosta")).toBeVisible();
  await expect(page.getByRole("button", { name: "Lisää ostoskoriin", exact: true })).toBeDisabled();

  // Gold 500 g is discounted: the new price, the struck original and the lowest-price line.
  await page.getByRole("radio", { name: "Kulta" }).click();
  await expect(page).toHaveURL(/[?&]code=K4001-500G\b/);
  await expect(page.getByRole("radio", { name: "500 g" })).toBeChecked();
  const price = priceRegion(page, "fi");
  await expect(price).toContainText("19,99 €");
  await expect(price.locator("s").first()).toContainText("22,99 €");
  await expect(price).toContainText("Alin hinta 30 päivän aikana: 21,99 €");
  const info = page.getByRole("button", { name: "Mitä alin hinta tarkoittaa?" });
  await info.focus();
  await expect(page.getByRole("tooltip")).toBeVisible();
  expect((await jsonLd(page)).sku).toBe("K4001-500G");
  await expect(productArticle(page)).toHaveAttribute("data-sku", "K4001-500G");
  // The head's meta tags follow the shown variation (spec 001 §2).
  await expect(page.locator('meta[name="sku"]')).toHaveAttribute("content", "K4001-500G");
  await expect(page.locator('meta[name="product-id"]')).toHaveAttribute("content", "K4001");

  const viewed = await page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((event) => event.event === "view_item")
      .map((event) => (event as unknown as { ecommerce: { items: { item_id: string }[] } }).ecommerce.items[0]?.item_id),
  );
  expect(viewed).toEqual(expect.arrayContaining(["K4001-250G", "K4001-250R", "K4001-500R", "K4001-500G"]));
});

test("the variation in ?code is shown on arrival", async ({ page }) => {
  await open(page, `${MILK_CHOCOLATE}?code=K1001-200`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("200 g");
  await expect(page.getByRole("radio", { name: "200 g" })).toBeChecked();
  await expect(page.locator('meta[name="sku"]')).toHaveAttribute("content", "K1001-200");
  // Leaving the product page takes its product meta tags along.
  await page
    .getByRole("main")
    .getByRole("link", { name: /^(Etusivu|Kaarna)$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/fi$/);
  await expect(page.locator('meta[name="sku"]')).toHaveCount(0);
  await expect(page.locator('meta[name="product-id"]')).toHaveCount(0);
});

test("the quantity stepper stays between 1 and the stock", async ({ page }) => {
  await open(page, `${MILK_CHOCOLATE}?code=K1001-350`);
  await expect(page.getByText("Vähissä – 12 kpl jäljellä")).toBeVisible();
  const quantity = page.getByRole("spinbutton", { name: "Määrä" });
  const decrease = page.getByRole("button", { name: "Vähennä määrää" });
  const increase = page.getByRole("button", { name: "Lisää määrää" });
  await expect(quantity).toHaveValue("1");
  await expect(decrease).toBeDisabled();
  await increase.click();
  await expect(quantity).toHaveValue("2");
  await quantity.press("ArrowUp");
  await expect(quantity).toHaveValue("3");
  await quantity.press("End");
  await expect(quantity).toHaveValue("12");
  await expect(increase).toBeDisabled();
  await quantity.fill("99");
  await quantity.blur();
  await expect(quantity).toHaveValue("12");
  await quantity.fill("0");
  await quantity.blur();
  await expect(quantity).toHaveValue("1");
});

test("adding to the cart shows the success snackbar and raises the header's cart count", async ({ page }) => {
  await open(page, MILK_CHOCOLATE);
  const cartButton = page.getByRole("banner").getByRole("button", { name: /ostoskori/i });
  const before = Number((await cartButton.getAttribute("aria-label"))?.match(/\d+/)?.[0] ?? 0);
  await page.getByRole("button", { name: "Lisää määrää" }).click();
  const add = page.getByRole("button", { name: "Lisää ostoskoriin", exact: true });
  await add.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Kaarna Maitosuklaa 100 g (2 kpl) lisättiin ostoskoriin.")).toBeVisible();
  // The button keeps the keyboard focus through the add (busy, not disabled).
  await expect(add).toBeFocused();
  await expect(cartButton).toHaveAccessibleName(new RegExp(`${before + 2}`));
  const added = await page.evaluate(() => (window.dataLayer ?? []).some((event) => event.event === "add_to_cart"));
  expect(added).toBe(true);
});

test.describe("a refused add", () => {
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test("an add beyond the stock warns with a 'view cart' action that opens the mini cart", async ({ page }) => {
    await open(page, `${MILK_CHOCOLATE}?code=K1001-350`);
    const quantity = page.getByRole("spinbutton", { name: "Määrä" });
    await quantity.press("End");
    const add = page.getByRole("button", { name: "Lisää ostoskoriin", exact: true });
    await add.click();
    await expect(page.getByText(/lisättiin ostoskoriin/)).toBeVisible();
    // Twelve are in the cart and twelve in stock: one more is refused with the stock warning.
    await quantity.press("Home");
    await add.click();
    const viewCart = page.getByRole("button", { name: text("fi", "shop.view-cart") });
    await expect(viewCart).toBeVisible();
    await viewCart.click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link", { name: /Kaarna Maitosuklaa 350 g/ })).toBeVisible();
    await expect(page).toHaveURL(/maitosuklaa\?code=K1001-350$/);
  });
});

test("a product nobody can buy has add to cart disabled and is not indexed", async ({ page }) => {
  await open(page, SOLD_OUT);
  await expect(page.getByText("Loppu varastosta")).toBeVisible();
  await expect(page.getByRole("button", { name: "Lisää ostoskoriin", exact: true })).toBeDisabled();
  await expect(page.getByRole("spinbutton", { name: "Määrä" })).toBeDisabled();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,nofollow");
  expect((await jsonLd(page)).offers.availability).toBe("https://schema.org/OutOfStock");
  await expectNoAxeViolations(page);
});

test("a package lists its included items and opens a side panel for each", async ({ page }) => {
  await open(page, TASTING_PACK);
  await expect(page.getByRole("radio")).toHaveCount(0);
  const included = page.getByRole("region", { name: "Included in the package" });
  await expect(included.getByRole("heading", { name: "Included in the package" })).toBeVisible();
  await expect(included.getByRole("button", { name: /1 pcs\s*Kaarna Milk Chocolate/ })).toBeVisible();
  await included.getByRole("button", { name: /Kaarna Milk Chocolate/ }).click();
  await included.getByRole("button", { name: /Dark Chocolate 70%/ }).click();
  const milk = page.getByRole("dialog", { name: "Kaarna Milk Chocolate" });
  const dark = page.getByRole("dialog", { name: "Dark Chocolate 70%" });
  await expect(milk).toBeVisible();
  await expect(dark).toBeVisible();
  await expect(dark.getByRole("heading", { name: "Ingredients" })).toBeVisible();
  await expect(dark.getByRole("table")).toBeVisible();
  await expectNoAxeViolations(page);
  await milk.getByRole("button", { name: "Close" }).click();
  await expect(milk).toHaveCount(0);
  await expect(dark).toBeVisible();
  await dark.getByRole("button", { name: "Close" }).focus();
  await page.keyboard.press("Escape");
  await expect(dark).toHaveCount(0);
});

test("the reviews panel opens from the review-list hash and closes with Escape", async ({ page }) => {
  await open(page, `${CHOCOLATE_BOX.en.path}#reviews`);
  const panel = page.getByRole("dialog", { name: "Reviews" });
  await expect(panel).toBeVisible();
  // The gift box has demo reviews (issue 13): the list holds them.
  await expect(panel.getByRole("list").getByRole("listitem").first()).toBeVisible();
  const list = panel.locator("#reviews");
  await expect(list).toHaveAttribute("data-product-id", "K4001");
  await expect(list).toHaveAttribute("data-product-name", "Kaarna Box of Chocolates");
  await expect(list).toHaveAttribute("data-brand", "Kaarna Classic");
  await expect(list).toHaveAttribute("data-product-url", /code=K4001-250G/);
  await expect(list).toHaveAttribute("data-image-url", /\/media\/products\/[\w-]+\.webp$/);
  await expect(panel.getByRole("button", { name: "Close" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  // With reviews in the list, the page offers the button that opens it (reviews.spec.ts: without, none).
  await expect(page.getByRole("button", { name: "Read reviews", exact: true })).toBeVisible();
});

test("the nutrition table uses the spec's digits and the allergens their groups", async ({ page }) => {
  await open(page, MILK_CHOCOLATE);
  await page.getByRole("button", { name: "Ravintosisältö" }).click();
  const table = page.getByRole("table");
  await expect(table.getByRole("row", { name: /Energia \(kcal\)/ })).toBeVisible();
  await expect(
    table
      .getByRole("row", { name: /^Suola/ })
      .getByRole("cell")
      .first(),
  ).toHaveText(/^\d+,\d\d$/);
  await expect(
    table
      .getByRole("row", { name: /^Rasva/ })
      .getByRole("cell")
      .first(),
  ).toHaveText(/^\d+,\d$/);
  await expect(
    table
      .getByRole("row", { name: /^Energia \(kJ\)/ })
      .getByRole("cell")
      .first(),
  ).toHaveText(/^\d[\d\s\u00a0]*$/);
  await page.getByRole("button", { name: "Allergeenit" }).click();
  await expect(page.getByText("Sisältää", { exact: true })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the info panels wait until they come near, then open as on any screen", async ({ page }) => {
    await open(page, MILK_CHOCOLATE);
    await page.waitForLoadState("networkidle");
    // Well below the first screen: the page hydrated without their code.
    const nutrition = page.getByRole("button", { name: "Ravintosisältö" });
    await expect(waitingPartOf(nutrition)).toHaveAttribute("data-hydrating", "when-near");
    await nutrition.scrollIntoViewIfNeeded();
    await expect(waitingPartOf(nutrition)).toHaveCount(0);
    await nutrition.click();
    await expect(page.getByRole("table").getByRole("row", { name: /Energia \(kcal\)/ })).toBeVisible();
  });

  test("a package's included items wait until they come near, then open their side panels", async ({ page }) => {
    await open(page, TASTING_PACK);
    await page.waitForLoadState("networkidle");
    const included = page.getByRole("region", { name: "Included in the package" });
    const item = included.getByRole("button", { name: /Kaarna Milk Chocolate/ });
    await expect(waitingPartOf(item)).toHaveAttribute("data-hydrating", "when-near");
    await item.scrollIntoViewIfNeeded();
    await expect(waitingPartOf(item)).toHaveCount(0);
    await item.click();
    await expect(page.getByRole("dialog", { name: "Kaarna Milk Chocolate" })).toBeVisible();
  });

  test("two of a package's items pressed before their code has arrived both open once it has", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${builtFile("client/pages/product/IncludedItems.tsx")}`, async (route) => {
      await held;
      await route.continue();
    });
    await open(page, TASTING_PACK);
    const included = page.getByRole("region", { name: "Included in the package" });
    const milk = included.getByRole("button", { name: /Kaarna Milk Chocolate/ });
    await milk.click();
    await included.getByRole("button", { name: /Dark Chocolate 70%/ }).click();
    await expect(waitingPartOf(milk)).toHaveAttribute("data-hydrating", "when-near");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    release();
    await expect(page.getByRole("dialog", { name: "Kaarna Milk Chocolate" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Dark Chocolate 70%" })).toBeVisible();
    // Each once; the site's popup may come too, as the presses scrolled the page past 200 px.
    await expect(page.getByRole("dialog", { name: /^(Kaarna Milk Chocolate|Dark Chocolate 70%)$/ })).toHaveCount(2);
  });
});

test("the JSON-LD data block causes no CSP violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.warn(`Refused to run: CSP ${event.violatedDirective}`),
    );
  });
  await open(page, MILK_CHOCOLATE);
  expect((await jsonLd(page)).sku).toBe("K1001-100");
  expect(violations).toEqual([]);
});
