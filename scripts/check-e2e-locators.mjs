// Fails when an end-to-end test selects by CSS class (`locator(".…")`, `locator("main .page")`):
// tests find what a shopper sees by role, label and text, so a restyle cannot break them.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const root = join(import.meta.dirname, "..");
const folder = join(root, "test/e2e");
// A locator call whose first argument is a string literal.
const LOCATOR_CALL = /\blocator\(\s*(["'`])((?:\\.|(?!\1).)*)\1/g;
// A class selector once attribute values ([href$=".pdf"]) and template expressions are removed: a dot
// starting a name.
const CLASS_SELECTOR = /\.-?[_a-zA-Z]/;

/** The selectors in a source text that select by CSS class, with their line numbers. */
function classSelectors(source) {
  const found = [];
  for (const match of source.matchAll(LOCATOR_CALL)) {
    const selector = match[2];
    const bare = selector.replace(/\$\{[^}]*\}/g, "").replace(/\[[^\]]*\]/g, "[]");
    if (!CLASS_SELECTOR.test(bare)) continue;
    found.push({ line: source.slice(0, match.index).split("\n").length, selector });
  }
  return found;
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.[cm]?[jt]sx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

const problems = sourceFiles(folder).flatMap((file) =>
  classSelectors(readFileSync(file, "utf8")).map(
    ({ line, selector }) => `${relative(root, file)}:${line}: locator("${selector}")`,
  ),
);
if (problems.length) {
  console.error(`End-to-end tests must not select by CSS class; use getByRole/getByLabel/getByText:\n${problems.join("\n")}`);
  process.exit(1);
}
console.log("e2e locators: no CSS-class selectors");
