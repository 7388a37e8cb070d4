import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { markRouterComponentsPure, routerComponentEdits } from "../../build/router-tree-shaking-plugin.ts";

/** The installed React Router's production module that defines <Link>, <NavLink> and <Form>. */
const componentsModule = () => {
  const index = createRequire(import.meta.url).resolve("react-router");
  return readFileSync(join(dirname(index), "lib", "dom", "lib.js"), "utf8");
};

describe("React Router's components, marked so the bundler may drop the unused ones", () => {
  it("marks a forwardRef call pure and drops its display name", () => {
    const code = 'const Link = React$1.forwardRef(function LinkWithRef() {});\nLink.displayName = "Link";\nexport { Link };\n';
    expect(markRouterComponentsPure(code)).toBe(
      "const Link = /* @__PURE__ */ React$1.forwardRef(function LinkWithRef() {});\n\nexport { Link };\n",
    );
  });

  it("leaves other code as it is", () => {
    const code = 'function useHref(to) { return to; }\nconst label = { displayName: "Link" };\n';
    expect(markRouterComponentsPure(code)).toBe(code);
  });

  it("still finds the components in the installed React Router (an upgrade that changes them fails here)", () => {
    const edits = routerComponentEdits(componentsModule());
    const marks = edits.filter((edit) => edit.text !== "");
    // <Link>, <NavLink> and <Form>, each with its display name.
    expect(marks.length).toBeGreaterThanOrEqual(3);
    expect(edits.length - marks.length).toBeGreaterThanOrEqual(3);
    // The rewritten module still parses and has no display name left to drop.
    const rewritten = markRouterComponentsPure(componentsModule());
    expect(routerComponentEdits(rewritten).filter((edit) => edit.text === "")).toEqual([]);
  });
});
