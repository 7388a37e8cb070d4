// The deploy the README describes, checked without an account: `wrangler deploy --dry-run` bundles
// the built worker with its bindings and the client assets exactly as `wrangler deploy` would, and
// fails on what would fail the real deploy (a missing module, a binding wrangler cannot read, a
// bundle over the size limit). Run by `npm test` after the end-to-end tests' build.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { run } from "./run.mjs";

const outdir = mkdtempSync(join(tmpdir(), "kaarna-deploy-"));
try {
  await run("wrangler", ["deploy", "--dry-run", "--outdir", outdir]);
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
