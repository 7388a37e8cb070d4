// Serves a built worker for the end-to-end tests, as `wrangler dev` would but without its proxy in
// front (each request one hop, not three), until the process is stopped:
//   node scripts/serve-worker.mjs --port 8788 --persist-to .wrangler/e2e-state [--config backend/wrangler.toml] [--var NAME:value …]
import { join } from "node:path";
import { parseArgs } from "node:util";
import { startMiniflare } from "./miniflare-server.mjs";

const { values } = parseArgs({
  options: {
    port: { type: "string" },
    "persist-to": { type: "string" },
    config: { type: "string" },
    var: { type: "string", multiple: true, default: [] },
  },
});
if (!values.port || !values["persist-to"]) throw new Error("serve-worker.mjs needs --port and --persist-to");
const vars = Object.fromEntries(
  values.var.map((pair) => {
    const colon = pair.indexOf(":");
    if (colon < 1) throw new Error(`--var ${pair}: expected NAME:value`);
    return [pair.slice(0, colon), pair.slice(colon + 1)];
  }),
);
// Where wrangler dev keeps a --persist-to directory's state (its v3 layout): the tests read D1 there.
const server = await startMiniflare(join(values["persist-to"], "v3"), ".", {
  ...(values.config ? { config: values.config, name: "kaarna-embedded-backend" } : {}),
  vars,
  port: Number(values.port),
});
console.log(`Serving ${values.config ?? "the storefront"} at ${server.origin}`);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.stop().finally(() => process.exit(0)));
