// `npm run dev` checked (npm run check:dev, and in npm test): the Vite dev server with the Cloudflare
// plugin serves /fi and everything it fetches, and an edit to a block module reaches the open page by hot reload, without a
// full page reload. The block file is always restored, also when the check fails or is interrupted.
import { spawn } from "node:child_process";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { ensureDevSecrets } from "./dev-secrets.mjs";
import { env, freePort } from "./run.mjs";

const BLOCK = "client/blocks/HeroBlock.tsx";
const ANCHOR = '<div className="hero-block__content"';
const MARK = 'data-dev-check=""';
const original = readFileSync(BLOCK, "utf8");
if (!original.includes(ANCHOR))
  throw new Error(`dev check: ${BLOCK} no longer contains ${ANCHOR}; point the check at another element`);

/**
 * Replaces the block's text in one step: written in place, the file is empty for a moment, and a
 * watcher that reads it then sees a module without its export (Vite: "Could not Fast Refresh (export
 * HeroBlock removed)") and, its second event coalesced, never the edit (a fresh-clone CI run failed so).
 */
function writeBlock(text) {
  const next = `${BLOCK}.dev-check-next`;
  writeFileSync(next, text);
  renameSync(next, BLOCK);
}
const restore = () => writeBlock(original);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    restore();
    process.exit(1);
  });
}

async function waitFor(what, check, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > until) throw new Error(`dev check: ${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

ensureDevSecrets();
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn("vite", ["dev", "--port", String(port), "--strictPort", "--host", "127.0.0.1"], {
  env: { ...env, STOREFRONT_STATE_DIR: ".wrangler/dev-check-state" },
  stdio: ["ignore", "pipe", "pipe"],
  detached: true,
});
let output = "";
server.stdout.on("data", (chunk) => (output += chunk));
server.stderr.on("data", (chunk) => (output += chunk));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const started = Date.now();
  await waitFor("GET /fi answering 200", async () => (await fetch(`${origin}/fi`)).status === 200, 120_000);
  console.log(`dev check: the dev server answered /fi with 200 after ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const page = await browser.newPage();
  const missing = [];
  page.on("response", (response) => {
    if (response.status() >= 400 && new URL(response.url()).origin === origin)
      missing.push(`${response.status()} ${response.url()}`);
  });
  page.on("console", (message) => (output += `\n[browser ${message.type()}] ${message.text()}`));
  page.on("pageerror", (error) => (output += `\n[browser pageerror] ${error.message}`));
  await page.goto(`${origin}/fi`);
  await page.waitForFunction(() => window.dataLayer?.some((event) => event.event === "virtual_page_view"), null, {
    timeout: 60_000,
  });
  // The embedded CMS's pictures show under the dev server too (its drawings, without renditions).
  if (missing.length) throw new Error(`dev check: /fi fetched what the dev server does not have:\n${missing.join("\n")}`);
  console.log("dev check: /fi and everything it fetched (pictures included) answered");
  await page.evaluate(() => {
    window.__devCheckDocument = true;
  });
  writeBlock(original.replace(ANCHOR, `${ANCHOR} ${MARK}`));
  await page.waitForSelector("[data-dev-check]", { timeout: 30_000 });
  const kept = await page.evaluate(() => window.__devCheckDocument === true);
  if (!kept) throw new Error("dev check: the edit reloaded the whole page instead of hot-reloading the block");
  console.log(`dev check: an edit to ${BLOCK} reached the open page by hot reload, without a page reload`);
} catch (error) {
  console.error(output.split("\n").slice(-30).join("\n"));
  throw error;
} finally {
  restore();
  await browser.close();
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}
