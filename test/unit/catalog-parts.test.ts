// The browser's catalog parts: every message a module shows is in a part that loads
// with it, whatever way the module is reached; a later part joins the language without re-rendering.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import {
  BLOCK_CATALOG_PARTS,
  type CatalogPart,
  catalogPartsOf,
  PAGE_CATALOG_PARTS,
  partsOfMessage,
} from "../../client/i18n/catalog-parts.ts";
import { BLOCK_TYPES, PAGE_TYPES } from "../../shared/content-types.ts";
import { readCatalog } from "../e2e/fixtures/catalog.ts";
import { catalogPartViolations, type SourceFile, tableFiles } from "./catalog-part-check.ts";

const messageIds = new Set(Object.keys(readCatalog("en")));

function sources(directory: string): SourceFile[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith(".ts") || name.endsWith(".tsx") ? [{ path, text: readFileSync(path, "utf8") }] : [];
  });
}

/** A module shared by several names (the account pages) loads only the parts all of them load. */
function rootsOf(table: string, names: readonly string[], parts: Partial<Record<string, readonly CatalogPart[]>>) {
  const files = tableFiles({ path: table, text: readFileSync(table, "utf8") });
  expect([...files.keys()].sort(), `${table} names every type`).toEqual([...names].sort());
  return [...files].map(([name, file]) => ({ file, parts: parts[name] ?? [] }));
}

describe("catalog parts", () => {
  it("put every message in the shell but those of the shop's areas", () => {
    expect(partsOfMessage("shell.skip-to-content")).toEqual(["shell"]);
    // The header's menus and service links load with the header's parts; a member page shows logout too.
    expect(partsOfMessage("shell.login")).toEqual(["header"]);
    expect(partsOfMessage("shell.logout")).toEqual(["header", "member"]);
    expect(partsOfMessage("checkout-ui.place-order")).toEqual(["checkout"]);
    // The payment step's and the order confirmation's texts load with them, not with the checkout's first screen.
    expect(partsOfMessage("checkout-payment.place-order")).toEqual(["checkout-payment"]);
    expect(partsOfMessage("order-confirmation.greeting")).toEqual(["order-confirmation"]);
    expect(partsOfMessage("form.required")).toEqual(["cart", "checkout", "tablet", "member", "form"]);
    expect(catalogPartsOf({ page: "product", blocks: ["hero-block"] })).toEqual(["shell", "product-summary"]);
    // A dotted prefix or a whole id puts a message in a part beside its first segment's.
    expect(partsOfMessage("product.price.now")).toEqual(["product-summary", "cards"]);
    expect(partsOfMessage("product.nutrition.ri")).toEqual(["product-details"]);
    expect(partsOfMessage("search.error")).toEqual(["search", "content-search"]);
  });

  it("load with every module the messages it shows, however it is reached", () => {
    // The parts' own table names message ids as prefixes; it shows none.
    const files = [...sources("client"), ...sources("shared")].filter((file) => file.path !== "client/i18n/catalog-parts.ts");
    const roots = [
      { file: "client/entry.tsx", parts: [] },
      ...rootsOf("client/pages/registry.ts", PAGE_TYPES, PAGE_CATALOG_PARTS),
      ...rootsOf("client/blocks/registry.ts", BLOCK_TYPES, BLOCK_CATALOG_PARTS),
    ];
    const violations = catalogPartViolations(files, messageIds, {
      roots,
      registries: ["client/pages/registry.ts", "client/blocks/registry.ts"],
    });
    expect(violations.map((v) => `${v.message} in ${v.file}, loaded from ${v.root} with ${v.loaded.join("+")}`)).toEqual([]);
  });

  it("find a message whose part does not load with its module", () => {
    const files: SourceFile[] = [
      {
        path: "app/entry.tsx",
        text: 'import { Header } from "./Header.tsx";\nconst Drawer = lazy(() => import("./Drawer.tsx"));',
      },
      { path: "app/Header.tsx", text: 'i18n._("shell.skip-to-content");' },
      { path: "app/Drawer.tsx", text: 'import "./Line.tsx";' },
      { path: "app/Line.tsx", text: 'i18n._("cart-ui.remove");' },
    ];
    const ids = new Set(["shell.skip-to-content", "cart-ui.remove"]);
    const check = (entry: string) =>
      catalogPartViolations(
        files.map((file) => (file.path === "app/entry.tsx" ? { ...file, text: entry } : file)),
        ids,
        { roots: [{ file: "app/entry.tsx", parts: [] }], registries: [] },
      );
    expect(check(files[0]!.text)).toEqual([
      { root: "app/Drawer.tsx", file: "app/Line.tsx", message: "cart-ui.remove", loaded: ["shell"] },
    ]);
    expect(
      check('import "./Header.tsx";\nconst Drawer = lazy(withCatalogParts(["cart"], () => import("./Drawer.tsx")));'),
    ).toEqual([]);
  });

  it("join a language loaded before without Lingui's change event, so nothing re-renders for it", () => {
    const i18n = setupI18n();
    const shell = { "shell.login": "Log in" };
    i18n.load("en", shell);
    i18n.activate("en");
    let changes = 0;
    i18n.on("change", () => changes++);
    Object.assign(shell, { "cart-ui.remove": "Remove" });
    expect(i18n._("cart-ui.remove")).toBe("Remove");
    expect(changes).toBe(0);
  });
});
