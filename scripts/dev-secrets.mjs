// Local secrets for npm start and npm run dev: writes .dev.vars (gitignored) with a random
// SESSION_SECRET the first time, so a fresh clone signs its shopper sessions with no manual step.
// Production sets its own with `wrangler secret put SESSION_SECRET`.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

export function ensureDevSecrets(file = ".dev.vars") {
  const current = existsSync(file) ? readFileSync(file, "utf8") : "";
  if (/^SESSION_SECRET=.{16,}$/m.test(current)) return;
  const line = `SESSION_SECRET=${randomBytes(32).toString("hex")}\n`;
  writeFileSync(file, `${current}${current && !current.endsWith("\n") ? "\n" : ""}${line}`);
  console.log(`Wrote a local SESSION_SECRET to ${file}`);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) ensureDevSecrets();
