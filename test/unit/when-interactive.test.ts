// The work waiting for the page to hydrate (client/app/useHydrated.ts): each piece runs
// in a task of its own once the page has hydrated, in the order asked; a piece that fails is reported
// and keeps neither the pieces after it nor the page waiting.
import { afterEach, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function hydratingPage() {
  const reported: unknown[] = [];
  vi.stubGlobal("window", {});
  vi.stubGlobal("reportError", (error: unknown) => reported.push(error));
  const { pageHydrated, whenInteractive } = await import("../../client/app/useHydrated.ts");
  return { pageHydrated, whenInteractive, reported };
}

it("runs the waiting work only once the page has hydrated, a piece a task, in order", async () => {
  const { pageHydrated, whenInteractive } = await hydratingPage();
  const ran: string[] = [];
  whenInteractive(() => ran.push("cart"));
  whenInteractive(() => ran.push("member"));
  await new Promise((resolve) => setTimeout(resolve, 5));
  expect(ran).toEqual([]);
  pageHydrated();
  expect(ran, "nothing in the hydration's own task").toEqual([]);
  await vi.waitFor(() => expect(ran).toEqual(["cart", "member"]));
  // Work asked for once the page is interactive runs in a task of its own too.
  whenInteractive(() => ran.push("later"));
  expect(ran).toHaveLength(2);
  await vi.waitFor(() => expect(ran).toEqual(["cart", "member", "later"]));
});

it("reports a piece that fails and runs the pieces after it, before and after the page is interactive", async () => {
  const { pageHydrated, whenInteractive, reported } = await hydratingPage();
  const ran: string[] = [];
  const broken = new Error("the cart's request could not start");
  whenInteractive(() => {
    throw broken;
  });
  whenInteractive(() => ran.push("after"));
  pageHydrated();
  await vi.waitFor(() => expect(ran).toEqual(["after"]));
  expect(reported).toEqual([broken]);
  // So does one asked for once the page is interactive.
  whenInteractive(() => {
    throw broken;
  });
  whenInteractive(() => ran.push("later"));
  await vi.waitFor(() => expect(ran).toEqual(["after", "later"]));
  expect(reported).toEqual([broken, broken]);
});
