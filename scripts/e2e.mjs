// End-to-end tests: builds the app and the embedded backend's own worker, then Playwright starts the
// servers under wrangler (fresh local state, free ports) and drives Debian's Chromium against them:
// the storefront on its embedded backend, and in remote mode against the backend worker.
import { rmSync } from "node:fs";
import { env, freePort, run } from "./run.mjs";

const PORTS = [
  "E2E_PORT",
  "E2E_FAULTY_PORT",
  "E2E_REMOTE_PORT",
  "E2E_BACKEND_PORT",
  "E2E_REMOTE_FAULTY_PORT",
  "E2E_UPSTREAM_SWITCH_PORT",
];
const ports = {};
for (const name of PORTS) ports[name] = String(await freePort());
await run("node", ["scripts/ensure-chromium.mjs"]);
for (const state of ["e2e-state", "e2e-faulty-state", "e2e-backend-state", "e2e-remote-state", "e2e-remote-faulty-state"]) {
  rmSync(`.wrangler/${state}`, { recursive: true, force: true });
}
await run("vite", ["build"]);
await run("vite", ["build", "--config", "backend/vite.config.ts"]);
await run("playwright", ["test", ...process.argv.slice(2)], { env: { ...env, ...ports } });
// Every upstream answer the run met fits the contract (docs/upstream-openapi.json).
await run("node", ["scripts/check-upstream-exchanges.mjs", ...(process.argv.length > 2 ? ["--subset"] : [])]);
