// CI budget check: the JavaScript and CSS that the start, landing and article pages load on first
// view stay within DESIGN.md's gzip budgets. Sizes only; no timings.
import { BUDGETS, kb, pageSizes } from "./sizes.mjs";
import { startServer } from "./server.mjs";

const PAGES = ["/fi", "/en/our-story", "/sv"];
const server = await startServer(".wrangler/budget-state");
let failed = false;
try {
  for (const path of PAGES) {
    const size = await pageSizes(server.origin, path);
    const checks = [
      ["first-load JS", size.js, BUDGETS.firstLoadJs],
      ["page's own JS", size.ownJs, BUDGETS.pageTypeChunk],
      ["CSS", size.css, BUDGETS.css],
    ];
    for (const [what, actual, budget] of checks) {
      const ok = actual <= budget;
      failed ||= !ok;
      console.log(`${ok ? "ok  " : "OVER"} ${path.padEnd(16)} ${what.padEnd(14)} ${kb(actual).padStart(9)} / ${kb(budget)}`);
    }
  }
} finally {
  server.stop();
}
if (failed) {
  console.error("A size budget is exceeded (DESIGN.md Budgets).");
  process.exit(1);
}
console.log(`budgets: ${PAGES.length * 3} passed, 0 failed`);
