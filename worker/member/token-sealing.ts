// Members' access tokens at rest in the worker's session store: AES-GCM under a key derived from
// SESSION_SECRET (HKDF), so a copy of the table alone signs nobody in.
import { fromBase64Url, toBase64Url } from "../editor/hmac.ts";

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function sealingKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle
      .importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"])
      .then((material) =>
        crypto.subtle.deriveKey(
          { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: encoder.encode("kaarna member session token") },
          material,
          { name: "AES-GCM", length: 256 },
          false,
          ["encrypt", "decrypt"],
        ),
      );
    keys.set(secret, key);
  }
  return key;
}

export async function sealToken(secret: string, token: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await sealingKey(secret), encoder.encode(token));
  return `${toBase64Url(iv)}.${toBase64Url(new Uint8Array(sealed))}`;
}

/** The token, or null when the sealed value was altered or sealed under another secret. */
export async function openToken(secret: string, sealed: string): Promise<string | null> {
  const [iv, data] = sealed.split(".").map((part) => fromBase64Url(part));
  if (!iv || !data) return null;
  try {
    return new TextDecoder().decode(await crypto.subtle.decrypt({ name: "AES-GCM", iv }, await sealingKey(secret), data));
  } catch {
    return null;
  }
}
