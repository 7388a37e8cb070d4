// npm run deploy -- --env staging|production [--dry-run] [--secrets-file <file>]: builds the worker for the environment
// (CLOUDFLARE_ENV: the Cloudflare Vite plugin writes that environment's flattened config beside the
// build), applies the D1 migrations to its database, then deploys (docs/operations.md). It refuses an
// environment that still has a placeholder or a test switch. --dry-run goes as far as it can without
// an account: the same build, the migrations listed through the same config against a throwaway
// local database, and `wrangler deploy --dry-run`; the commands that need Cloudflare are printed, not run.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { deployProblems, ENVIRONMENTS, readEnvironment } from "./deploy-environment.mjs";
import { env as runEnv, run } from "./run.mjs";

const { values } = parseArgs({
  options: {
    env: { type: "string" },
    "dry-run": { type: "boolean", default: false },
    // A new worker's first deploy: its required secrets cannot be put before it exists (docs/operations.md).
    "secrets-file": { type: "string" },
  },
});
const environment = values.env;
const dryRun = values["dry-run"];
if (!environment) {
  console.error(`Usage: npm run deploy -- --env ${ENVIRONMENTS.join("|")} [--dry-run] [--secrets-file <file>]`);
  process.exit(2);
}

const config = readEnvironment(environment);
const { placeholders, mistakes } = deployProblems(config);
for (const problem of mistakes) console.error(`✗ ${problem}`);
for (const placeholder of placeholders) console[dryRun ? "warn" : "error"](`${dryRun ? "!" : "✗"} placeholder: ${placeholder}`);
if (mistakes.length || (placeholders.length && !dryRun)) {
  console.error(`\n${config.name} is not deployed: fix wrangler.toml's [env.${environment}] (docs/operations.md, first deploy).`);
  process.exit(1);
}

// Wrangler reads the build's own config (dist/ssr/wrangler.json, already this environment's): an
// environment named again would be one too many.
const { CLOUDFLARE_ENV: _ignored, ...wranglerEnv } = runEnv;
// Deployed against the real backend, the worker needs no embedded one (README, "Deploy").
const remoteOnly = Boolean(config.vars?.UPSTREAM_ORIGIN?.trim());
const buildEnv = { ...runEnv, CLOUDFLARE_ENV: environment, ...(remoteOnly ? { VITE_EMBEDDED_BACKEND: "off" } : {}) };

/** Prints a command as it is run, or, in a dry run, as it would be. */
function say(command, args, runs = true) {
  console.log(`\n${runs ? "$" : "Would run:"} ${command} ${args.join(" ")}`);
}

say(`CLOUDFLARE_ENV=${environment}${remoteOnly ? " VITE_EMBEDDED_BACKEND=off" : ""} vite`, ["build"]);
await run("vite", ["build"], { env: buildEnv });

const database = (config.d1_databases ?? []).find((binding) => binding.binding === "DB");
const migrate = ["d1", "migrations", "apply", "DB", "--remote"];
const deploy = ["deploy", ...(values["secrets-file"] ? ["--secrets-file", values["secrets-file"]] : [])];
if (dryRun) {
  say("wrangler", migrate, false);
  // The environment's database binding and migrations, resolved through the same config: the list
  // --remote would apply, against an empty local database that is thrown away. (Applying them all
  // locally takes a minute and proves what the worker tests prove already: each applies.)
  const scratch = mkdtempSync(join(tmpdir(), "kaarna-migrations-"));
  try {
    const local = ["d1", "migrations", "list", "DB", "--local", "--persist-to", scratch];
    say("wrangler", local);
    await run("wrangler", local, { env: wranglerEnv });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  say("wrangler", deploy, false);
  const outdir = mkdtempSync(join(tmpdir(), "kaarna-deploy-"));
  try {
    const dry = ["deploy", "--dry-run", "--outdir", outdir];
    say("wrangler", dry);
    await run("wrangler", dry, { env: wranglerEnv });
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
  console.log(`\n${config.name}: dry run done (D1 ${database?.database_name}); nothing was sent to Cloudflare.`);
} else {
  say("wrangler", migrate);
  await run("wrangler", migrate, { env: wranglerEnv });
  say("wrangler", deploy);
  await run("wrangler", deploy, { env: wranglerEnv });
  console.log(`\n${config.name} deployed. Roll back with: npx wrangler rollback --name ${config.name}`);
}
