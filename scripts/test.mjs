// npm test: every check the project has, in order of speed — lint, unit and worker tests (workerd
// with real local KV and D1), the build and its size budgets, then the end-to-end tests in Chromium.
import { run, runLanes } from "./run.mjs";

// First, so a machine without Chromium installs it (or learns what to install) in seconds, not after the build.
await run("node", ["scripts/ensure-chromium.mjs"]);
// The static checks: type-checking takes as long as all the others together, so it runs beside them.
await runLanes([
  [["tsc", ["--noEmit", "-p", "."]]],
  [
    ["biome", ["check", "."]],
    ["node", ["scripts/check-e2e-locators.mjs"]],
    ["knip", []],
    // No import circle but the content model's own recursion (.dependency-cruiser.cjs says which).
    ["depcruise", ["client", "worker", "backend", "shared", "build", "scripts", "test", "--config", ".dependency-cruiser.cjs"]],
    // The Env type is generated from wrangler.toml: a stale one fails here (regenerate with npm run types).
    ["wrangler", ["types", "--include-runtime=false", "--strict-vars=false", "types/worker-configuration.d.ts", "--check"]],
    // Lingui's own checks: no language misses a message (each missing one is named with its id and its
    // catalog, i.e. its language), and the PO catalogs hold exactly what `npm run extract` finds in the code.
    ["lingui", ["check", "missing", "--verbose"]],
    ["lingui", ["check", "sync", "--clean", "--verbose"]],
  ],
]);
await run("vitest", ["run"]);
// npm run dev: the Vite dev server serves /fi and hot-reloads an edited block without a page reload.
await run("node", ["scripts/dev-check.mjs"]);
await run("node", ["scripts/e2e.mjs"]);
// Staging and production, each built, its migrations listed (a throwaway local D1) and bundled as its
// deploy would: `npm run deploy -- --env <env> --dry-run`.
await run("node", ["scripts/deploy-check.mjs"]);
await run("node", ["test/bench/check-budgets.mjs"]);
