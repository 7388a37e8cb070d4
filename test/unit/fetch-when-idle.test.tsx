// Code fetched while the page is idle is there for the tap: a panel whose module has loaded renders
// in the tap's own render, not after a Suspense fallback (React's lazy() would suspend once all the
// same, and the panel would show only with the boundary's next reveal).
import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, expect, it, vi } from "vitest";

type Module = typeof import("../../client/app/fetch-when-idle.ts");
let fetchWhenIdle: Module;
const loads: string[] = [];

beforeAll(async () => {
  // A page in the browser: idle work runs at once.
  vi.stubGlobal("document", { addEventListener: () => {}, removeEventListener: () => {} });
  vi.stubGlobal("requestIdleCallback", (work: () => void) => work());
  fetchWhenIdle = await import("../../client/app/fetch-when-idle.ts");
});

afterAll(() => {
  vi.unstubAllGlobals();
});

const panel = (name: string) => async () => {
  loads.push(name);
  return ({ text }: { text: string }) => <p>{text}</p>;
};

const rendered = (element: React.ReactNode) => renderToString(<Suspense fallback="waiting">{element}</Suspense>);

it("renders a panel whose code was fetched at idle in its first render", async () => {
  const Panel = fetchWhenIdle.lazyWhenIdle(panel("menu"));
  fetchWhenIdle.startFetchingWhenIdle();
  expect(loads).toEqual(["menu"]);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(rendered(<Panel text="Menu" />)).toBe("<!--$--><p>Menu</p><!--/$-->");
});

it("suspends a panel whose code is still on its way, and loads it once", async () => {
  let arrive = () => {};
  const Panel = fetchWhenIdle.lazyWhenIdle(async () => {
    loads.push("cart");
    await new Promise<void>((resolve) => (arrive = resolve));
    return ({ text }: { text: string }) => <p>{text}</p>;
  });
  expect(rendered(<Panel text="Cart" />)).toContain("waiting");
  expect(rendered(<Panel text="Cart" />)).toContain("waiting");
  arrive();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(rendered(<Panel text="Cart" />)).toBe("<!--$--><p>Cart</p><!--/$-->");
  expect(loads.filter((name) => name === "cart")).toHaveLength(1);
});
