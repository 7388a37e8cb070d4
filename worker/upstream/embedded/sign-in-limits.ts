// Sign-in limits of the embedded identity provider and CMS: failed attempts are counted
// per account-and-address pair and per address, which stops one place guessing; a per-account ceiling
// makes guessers from everywhere wait longer and longer, yet lets the owner's right password through
// from an address that has not failed at the account. The shop's and the CMS's sign-ins (and sign-ups)
// keep separate counts. An attempt is recorded as a failure before the password is checked, in the
// same transaction that counts the others, so a burst of parallel guesses sees itself.
import { sha256Base64Url as digest } from "../../editor/hmac.ts";

export type SignInScope = "member" | "member-sign-up" | "password-reset" | "cms";

export const SIGN_IN_LIMITS = {
  /** The window of the pair's and the address's counts. */
  windowSeconds: 15 * 60,
  /** Failures one address may have at one account in the window: the owner's typos fit, a guesser stops. */
  pair: 10,
  /** Failures one address may have at all accounts in the window: a household behind one address fits. */
  address: 30,
  /** How long a failure is remembered for the account's ceiling, and makes its address "one that failed". */
  memorySeconds: 24 * 60 * 60,
  /** The account's failures in the memory → how long after the latest one a failed address waits. */
  accountWaits: [
    { failures: 30, seconds: 60 * 60 },
    { failures: 20, seconds: 15 * 60 },
    { failures: 10, seconds: 5 * 60 },
  ],
} as const;

export type SignInAttempt =
  | { allowed: false; retryAfter: number }
  /** Counted as a failure unless `succeeded()` is called. */
  | { allowed: true; succeeded: () => Promise<void> };

/**
 * The client's address as the platform gives it: Cloudflare's edge sets cf-connecting-ip on every
 * request and replaces one a client sent, and wrangler's local runtime sets it from the connection.
 * Headers a client writes (X-Forwarded-For, X-Real-IP, Forwarded, True-Client-IP) are never read.
 * Null when there is none (a caller inside the worker): such a request is keyed under no address.
 */
export function clientAddress(request: Request): string | null {
  const address = request.headers.get("cf-connecting-ip")?.trim().toLowerCase();
  return address && address.length <= 64 ? address : null;
}

interface Counts {
  pair: number;
  pairOldest: number | null;
  address: number;
  addressOldest: number | null;
  accountRemembered: number;
  accountLatest: number | null;
  pairRemembered: number;
}

/** Seconds to wait before another attempt from this address at this account, or 0. */
function waitSeconds(counts: Counts, hasAddress: boolean, now: number): number {
  const limits = SIGN_IN_LIMITS;
  const waits = [0];
  if (counts.pair >= limits.pair) waits.push((counts.pairOldest ?? now) + limits.windowSeconds - now);
  if (counts.address >= limits.address) waits.push((counts.addressOldest ?? now) + limits.windowSeconds - now);
  const ceiling = limits.accountWaits.find((step) => counts.accountRemembered >= step.failures);
  // Only an address with failures here waits at the ceiling; one without an address cannot show it has none.
  const failedHere = !hasAddress || counts.pairRemembered > 0;
  if (ceiling && failedHere) waits.push((counts.accountLatest ?? now) + ceiling.seconds - now);
  return Math.max(...waits);
}

export function signInLimits(db: D1Database, scope: SignInScope, now = () => Date.now()) {
  const seconds = () => Math.floor(now() / 1000);
  return {
    /** Starts an attempt at the account from the address: refused with the seconds to wait, or allowed. */
    async attempt(account: string, address: string | null): Promise<SignInAttempt> {
      const at = seconds();
      const id = crypto.randomUUID();
      const accountKey = await digest(`${scope}:${account.trim().toLowerCase()}`);
      const addressKey = address === null ? null : await digest(`${scope}:${address}`);
      const windowStart = at - SIGN_IN_LIMITS.windowSeconds;
      const memoryStart = at - SIGN_IN_LIMITS.memorySeconds;
      const [, , counted] = await db.batch([
        db.prepare("DELETE FROM sign_in_failures WHERE at <= ?").bind(memoryStart),
        db
          .prepare("INSERT INTO sign_in_failures (id, scope, account, address, at) VALUES (?, ?, ?, ?, ?)")
          .bind(id, scope, accountKey, addressKey, at),
        db
          .prepare(
            `SELECT
               COUNT(CASE WHEN account = ?1 AND address = ?2 AND at > ?3 THEN 1 END) AS pair,
               MIN(CASE WHEN account = ?1 AND address = ?2 AND at > ?3 THEN at END) AS pairOldest,
               COUNT(CASE WHEN address = ?2 AND at > ?3 THEN 1 END) AS address,
               MIN(CASE WHEN address = ?2 AND at > ?3 THEN at END) AS addressOldest,
               COUNT(CASE WHEN account = ?1 THEN 1 END) AS accountRemembered,
               MAX(CASE WHEN account = ?1 THEN at END) AS accountLatest,
               COUNT(CASE WHEN account = ?1 AND address = ?2 THEN 1 END) AS pairRemembered
             FROM sign_in_failures
             WHERE scope = ?4 AND (account = ?1 OR address = ?2) AND at > ?5 AND id != ?6`,
          )
          .bind(accountKey, addressKey, windowStart, scope, memoryStart, id),
      ]);
      const counts = (counted?.results[0] ?? {}) as Counts;
      const forget = db.prepare("DELETE FROM sign_in_failures WHERE id = ?").bind(id);
      const wait = waitSeconds(counts, addressKey !== null, at);
      if (wait > 0) {
        // A refused attempt checks no password, so it is no failure: it neither counts nor extends a wait.
        await forget.run();
        return { allowed: false, retryAfter: wait };
      }
      return {
        allowed: true,
        // The right password: this attempt and the pair's earlier failures (the owner's typos) are forgotten.
        succeeded: async () => {
          await db.batch([
            forget,
            db
              .prepare("DELETE FROM sign_in_failures WHERE scope = ? AND account = ? AND address = ?")
              .bind(scope, accountKey, addressKey),
          ]);
        },
      };
    },
  };
}
