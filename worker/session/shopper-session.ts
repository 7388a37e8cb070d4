// A shopper's anonymous session as the worker keeps it in the signed cookie: a leaf
// file, so the request variables (env.ts) can name it without importing the cookie code.
export interface ShopperSession {
  anonymousId: string;
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}
