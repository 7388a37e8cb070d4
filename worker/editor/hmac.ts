// HMAC-SHA256 for the editor's credentials (the preview token, the publish webhook's signature):
// signing and a constant-time check through WebCrypto, and the two encodings they travel in.
const encoder = new TextEncoder();

/** Secrets shorter than this are refused: an HMAC key must not be guessable. */
export const MIN_SECRET_LENGTH = 16;

/** A configured secret, or null when it is missing or too short to trust (the feature then stays off). */
export function configuredSecret(value: string | undefined): string | null {
  return value && value.length >= MIN_SECRET_LENGTH ? value : null;
}

function hmacKey(secret: string, usage: "sign" | "verify") {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [usage]);
}

export async function hmacSign(secret: string, data: string | BufferSource): Promise<Uint8Array> {
  const bytes = typeof data === "string" ? encoder.encode(data) : data;
  return new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(secret, "sign"), bytes));
}

/** WebCrypto's verify compares in constant time, so a forger learns nothing from how long a refusal takes. */
export async function hmacVerify(secret: string, data: string | BufferSource, signature: BufferSource): Promise<boolean> {
  const bytes = typeof data === "string" ? encoder.encode(data) : data;
  return crypto.subtle.verify("HMAC", await hmacKey(secret, "verify"), signature, bytes);
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The bytes of a lower- or upper-case hex string, or null when it is not one. */
export function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return null;
  return Uint8Array.from(hex.match(/../g)!, (pair) => Number.parseInt(pair, 16));
}

export function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** The bytes of a base64url string, or null when it is not one. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[\w-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** SHA-256 of a text as base64url: how session ids, codes and tokens are stored (never the values). */
export async function sha256Base64Url(text: string): Promise<string> {
  return toBase64Url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))));
}
