// Both deployed environments, checked without an account: `npm run deploy -- --env <env> --dry-run`
// builds each as its deploy would (its own flattened config, remote-only where it names an upstream),
// lists the D1 migrations through that config against a throwaway local database and runs
// `wrangler deploy --dry-run`, which fails on what would fail the real deploy (a missing module, a
// binding wrangler cannot read, a bundle over the size limit). Run by `npm test` after the end-to-end
// tests; their build is put aside meanwhile and back afterwards, for the budget check that follows.
import { existsSync, renameSync, rmSync } from "node:fs";
import { ENVIRONMENTS } from "./deploy-environment.mjs";
import { run } from "./run.mjs";

const KEPT = "dist.before-deploy-check";
const hadBuild = existsSync("dist");
rmSync(KEPT, { recursive: true, force: true });
if (hadBuild) renameSync("dist", KEPT);
try {
  for (const environment of ENVIRONMENTS) await run("node", ["scripts/deploy.mjs", "--env", environment, "--dry-run"]);
} finally {
  rmSync("dist", { recursive: true, force: true });
  if (hadBuild) renameSync(KEPT, "dist");
}
