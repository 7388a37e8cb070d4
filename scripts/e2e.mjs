// End-to-end tests: builds the app, then Playwright starts it under wrangler (fresh local state, a
// free port) and drives Debian's Chromium against it.
import { rmSync } from "node:fs";
import { env, freePort, run } from "./run.mjs";

const port = String(await freePort());
const faultyPort = String(await freePort());
await run("node", ["scripts/ensure-chromium.mjs"]);
rmSync(".wrangler/e2e-state", { recursive: true, force: true });
rmSync(".wrangler/e2e-faulty-state", { recursive: true, force: true });
await run("vite", ["build"]);
await run("playwright", ["test", ...process.argv.slice(2)], { env: { ...env, E2E_PORT: port, E2E_FAULTY_PORT: faultyPort } });
