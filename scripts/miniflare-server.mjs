// Starts a built worker through Miniflare's API (no wrangler dev proxy in front), with the bindings,
// assets and flags wrangler would give it: read from the build's generated dist/ssr/wrangler.json (or
// another worker's config, as the embedded backend's). The bench and the end-to-end servers use it.
import { readdirSync, rmSync } from "node:fs";
import { dirname, extname, join, resolve } from "node:path";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { freePort } from "./run.mjs";

/** The build's generated config, under a checkout's root (another checkout's, to compare two builds). */
const generatedConfig = (root) => resolve(root, "dist/ssr/wrangler.json");
// wrangler's default module rules for a no_bundle build, by extension (Miniflare 5 takes no rules).
const MODULE_TYPES = { ".js": "ESModule", ".mjs": "ESModule", ".txt": "Text", ".html": "Text", ".sql": "Text" };
/** The worker's secrets for the bench alone, where the build carries no .dev.vars: a cart needs a session. */
const BENCH_SECRETS = Object.fromEntries(
  ["SESSION_SECRET", "PREVIEW_TOKEN_SECRET", "PUBLISH_WEBHOOK_SECRET", "OIDC_CLIENT_SECRET"].map((name) => [
    name,
    `bench-only-${name.toLowerCase()}-0123456789`,
  ]),
);

/** Every module of the built worker, the entry first, so lazily imported chunks resolve too. */
function workerModules(main, root) {
  const others = readdirSync(root, { recursive: true })
    .map((file) => join(root, file))
    .filter((path) => path !== main && MODULE_TYPES[extname(path)]);
  return [main, ...others].map((path) => ({ type: MODULE_TYPES[extname(path)], path }));
}

/**
 * Starts the worker of `config` (the storefront's build under `root` by default) on `port` (a free
 * one by default), its local state in `stateDir`, with `vars` over its own vars and secrets.
 */
export async function startMiniflare(
  stateDir = ".wrangler/bench-miniflare-state",
  root = ".",
  { config = generatedConfig(root), vars = BENCH_SECRETS, port, name = "kaakao-storefront" } = {},
) {
  process.env.WRANGLER_SEND_METRICS = "false";
  rmSync(stateDir, { recursive: true, force: true });
  // The same translation wrangler dev applies (KV, D1, vars, assets router, module rules).
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(config);
  const { modulesRules: _rules, rootPath: _root, ...bindings } = workerOptions;
  const modulesRoot = dirname(resolve(main));
  // wrangler hands out Miniflare 4-style worker options; Miniflare 5 converts them to its own shape.
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      ...bindings,
      bindings: { ...bindings.bindings, ...vars },
      name,
      modules: workerModules(resolve(main), modulesRoot),
      modulesRoot,
      host: "127.0.0.1",
      port: port ?? (await freePort()),
      resourcePersistencePath: resolve(stateDir),
    }),
  );
  const url = await miniflare.ready;
  const origin = url.origin;
  // The embedded backend migrates and seeds D1 on first use; wait for it like the wrangler server does.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && !(await fetch(`${origin}/healthz`).catch(() => null))?.ok)
    await new Promise((done) => setTimeout(done, 250));
  return { origin, miniflare, stop: () => miniflare.dispose() };
}
