// Password hashes of the embedded CMS's accounts: PBKDF2-SHA256 with a 16-byte random salt and
// 100,000 rounds, the most WebCrypto allows in Workers, stored as
// `pbkdf2-sha256$<rounds>$<salt>$<hash>` so the rounds can be raised without breaking old hashes.
import { fromBase64Url, toBase64Url } from "../../../editor/hmac.ts";

const ROUNDS = 100_000;
const encoder = new TextEncoder();

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, rounds: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(password), "PBKDF2", false, ["deriveBits"]);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations: rounds }, key, 256));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return `pbkdf2-sha256$${ROUNDS}$${toBase64Url(salt)}$${toBase64Url(await derive(password, salt, ROUNDS))}`;
}

/** Checked when an account does not exist, so a wrong address takes as long as a wrong password. */
const UNKNOWN_ACCOUNT_HASH = "pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

/** Whether an account exists and the password matches its hash, taking as long either way. */
export async function accountPasswordMatches(password: string, stored: string | undefined): Promise<boolean> {
  const matches = await verifyPassword(password, stored ?? UNKNOWN_ACCOUNT_HASH);
  return stored !== undefined && matches;
}

/** Whether the password matches the stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, rounds, salt, hash] = stored.split("$");
  const saltBytes = fromBase64Url(salt ?? "");
  const expected = fromBase64Url(hash ?? "");
  const iterations = Number(rounds);
  if (scheme !== "pbkdf2-sha256" || !saltBytes || !expected || !Number.isInteger(iterations) || iterations > ROUNDS) return false;
  const actual = await derive(password, saltBytes, iterations);
  // Compared without an early exit, so the time taken says nothing about how much matched.
  let difference = actual.length ^ expected.length;
  for (let index = 0; index < actual.length; index += 1) difference |= actual[index]! ^ (expected[index] ?? 0);
  return difference === 0;
}
