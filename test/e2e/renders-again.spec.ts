// What a page renders again as it loads, heard through React's developer-tools hook on a phone: a
// part renders once as it goes live and its wrapper not at all while it waits,
// the start page's hero is hydrated as the worker drew it, and the cart's badge renders for its count,
// not for its request.
import type { Page } from "@playwright/test";
import { pattern } from "./fixtures/catalog.ts";
import { fillCart } from "./fixtures/checkout.ts";
import { expect, test, waitForHydration } from "./fixtures/storefront.ts";

const PAGES = {
  start: "/en",
  category: "/en/products/chocolate-tablets",
  product: "/en/products/chocolate-tablets/dark-chocolate/dark-chocolate-70",
};

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * Hears every commit through React's developer-tools hook while a page loads, and keeps for the
 * components that render again (their fiber did work, flag 1, and has a previous version) how many
 * were inside an element that has `hostClass`, and for each such element drawn by a component of its
 * own, how often that component rendered again. Subtrees whose children React left as they were are
 * not walked, since their flags are from an earlier commit.
 */
async function loadHearingRendersAgain(page: Page, path: string, hostClass: string): Promise<void> {
  await page.addInitScript((hostClass) => {
    type Fiber = {
      tag: number;
      flags: number;
      child: Fiber | null;
      sibling: Fiber | null;
      alternate: Fiber | null;
      stateNode: unknown;
    };
    const heard = { inside: 0, byElement: new Map<Element, number>() };
    (window as unknown as { __rendersAgain: typeof heard }).__rendersAgain = heard;
    const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
    const HOST_TAG = 5;
    const untouched = (fiber: Fiber) => fiber.alternate !== null && fiber.child === fiber.alternate.child;
    const elementWithClass = (fiber: Fiber | null) =>
      fiber?.tag === HOST_TAG && fiber.stateNode instanceof Element && fiber.stateNode.classList.contains(hostClass)
        ? fiber.stateNode
        : null;
    const walk = (fiber: Fiber, inside: boolean) => {
      for (let child = fiber.child; child; child = child.sibling) {
        if (COMPONENT_TAGS.has(child.tag) && child.alternate && child.flags & 1) {
          if (inside) heard.inside += 1;
          const drawn = elementWithClass(child.child);
          if (drawn) heard.byElement.set(drawn, (heard.byElement.get(drawn) ?? 0) + 1);
        }
        if (untouched(child)) continue;
        walk(child, inside || elementWithClass(child) !== null);
      }
    };
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onCommitFiberRoot(_id: number, root: { current: Fiber }) {
        if (!untouched(root.current)) walk(root.current, false);
      },
    };
  }, hostClass);
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
}

type RendersAgain = { inside: number; byElement: Map<Element, number> };

/** The components rendered again, while a page loads, inside elements that have `hostClass`. */
async function countRendersAgain(page: Page, path: string, hostClass: string): Promise<number> {
  await loadHearingRendersAgain(page, path, hostClass);
  return page.evaluate(() => (window as unknown as { __rendersAgain: RendersAgain }).__rendersAgain.inside);
}

for (const kind of ["category", "product"] as const) {
  test(`the ${kind} page's parts are not rendered again as they go live`, async ({ page }) => {
    // A product card, the filter panel, the product's panels: each hydrated once, and nothing they show changes.
    const renders = await countRendersAgain(page, PAGES[kind], "server-rendered-part");
    expect(renders, "components of parts rendered again while the page loaded").toBe(0);
  });
}

test("the cart's badge renders again when the page is interactive and when the cart answers, not as its request starts", async ({
  page,
}) => {
  await fillCart(page, [{ code: "K1001-100", quantity: 1 }]);
  // The cart's answer is held back, so its request is on its way while the page goes interactive.
  await page.route(/\/api\/me\/cart\?/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await loadHearingRendersAgain(page, PAGES.category, "mini-cart-button");
  const badge = page.getByRole("banner").getByRole("button", { name: pattern("en", "shell.cart.button") });
  // Disabled while the cart is empty or not yet known: enabled once the answer shows its item.
  await expect(badge).toBeEnabled();
  const renders = await badge.evaluate(
    (button) => (window as unknown as { __rendersAgain: RendersAgain }).__rendersAgain.byElement.get(button) ?? 0,
  );
  expect(renders, "renders of the cart's button after the page hydrated").toBe(2);
});

/** How many parts still wait for their code after a page's load, and how often their wrappers rendered again. */
async function countWaitingWrappersRenderedAgain(page: Page, path: string) {
  await loadHearingRendersAgain(page, path, "server-rendered-part");
  return page.evaluate(() => {
    const { byElement } = (window as unknown as { __rendersAgain: RendersAgain }).__rendersAgain;
    const waiting = [...document.querySelectorAll(".server-rendered-part[data-hydrating]")];
    return { waiting: waiting.length, renderedAgain: waiting.reduce((sum, element) => sum + (byElement.get(element) ?? 0), 0) };
  });
}

for (const kind of ["start", "category"] as const) {
  test(`the ${kind} page's parts still waiting for their code are not rendered again as the page hydrates`, async ({ page }) => {
    // Each waiting part's wrapper was told the page had hydrated, and rendered again with the path to it.
    const { waiting, renderedAgain } = await countWaitingWrappersRenderedAgain(page, PAGES[kind]);
    expect(waiting, "parts below a phone's first screen still waiting").toBeGreaterThan(0);
    expect(renderedAgain, "renders of those parts' wrappers after they hydrated").toBe(0);
  });
}

test("a phone hydrates the start page's hero as the worker drew it and renders it no second time", async ({ page }) => {
  // The worker draws the hero as a phone shows it (its slide count), so only a wider screen renders it again.
  const renders = await countRendersAgain(page, PAGES.start, "hero-block");
  expect(renders, "components of the hero rendered again while the page loaded").toBe(0);
});
