// PKCE (RFC 7636) for the worker's sign-in: a random verifier kept by the worker, its S256 challenge
// sent to the identity provider, and the state that ties the callback to this browser.
import { toBase64Url } from "../editor/hmac.ts";

const random = (bytes: number) => toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));

export function newSignInTransaction() {
  return { state: random(24), verifier: random(48) };
}

export async function codeChallenge(verifier: string): Promise<string> {
  return toBase64Url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))));
}
