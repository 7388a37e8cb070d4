// Local secrets for npm start and npm run dev: writes .dev.vars (gitignored) with a random value for
// each secret the worker needs that is not there yet, so a fresh clone signs shopper sessions,
// verifies editors' preview tokens and the publish webhook, signs members in and opens /ops (with
// OPS_PASSWORD) with no manual step (README). Production sets its own with `wrangler secret put NAME`
// and puts Cloudflare Access, not a password, in front of /ops.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const SECRETS = ["SESSION_SECRET", "PREVIEW_TOKEN_SECRET", "PUBLISH_WEBHOOK_SECRET", "OIDC_CLIENT_SECRET", "OPS_PASSWORD"];

export function ensureDevSecrets(file = ".dev.vars") {
  let current = existsSync(file) ? readFileSync(file, "utf8") : "";
  const missing = SECRETS.filter((name) => !new RegExp(`^${name}=.{16,}$`, "m").test(current));
  if (missing.length === 0) return;
  if (current && !current.endsWith("\n")) current += "\n";
  for (const name of missing) current += `${name}=${randomBytes(32).toString("hex")}\n`;
  writeFileSync(file, current);
  console.log(`Wrote local ${missing.join(", ")} to ${file}`);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) ensureDevSecrets();
