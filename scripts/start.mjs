// npm start: builds, then serves the production build on http://localhost:8787 (PORT overrides)
// in local workerd with local KV and D1 (the embedded backend seeds itself on first request).
import { ensureDevSecrets } from "./dev-secrets.mjs";
import { env, run } from "./run.mjs";

ensureDevSecrets();

const port = process.env.PORT ?? "8787";
await run("vite", ["build"]);
console.log(`\nKaarna storefront: http://localhost:${port}/fi`);
console.log(`Ops page: http://localhost:${port}/ops (any user name, the password is OPS_PASSWORD in .dev.vars)\n`);
await run("wrangler", ["dev", "--port", port], { env });
