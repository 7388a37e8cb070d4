import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { markRouterComponentsPure } from "../../build/router-tree-shaking-plugin.ts";

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

  it("still finds the patterns in the installed React Router (an upgrade that changes them fails here)", () => {
    const code = componentsModule();
    const rewritten = markRouterComponentsPure(code);
    expect(code.match(/React\$1\.forwardRef\(/g)?.length).toBeGreaterThanOrEqual(3);
    expect(rewritten).not.toMatch(/(?<!@__PURE__ \*\/ )React\$1\.forwardRef\(/);
    expect(rewritten).not.toMatch(/^\w+\.displayName = /m);
  });
});
