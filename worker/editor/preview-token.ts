// The editor's preview token (issue 11): a short-lived credential the CMS signs
// with the secret it shares with the worker (PREVIEW_TOKEN_SECRET). Only a request carrying a valid
// one may read drafts past the page-model cache. Form: `v1.<payload>.<signature>`, both base64url;
// the payload names the editor and when the token ends.
import * as v from "valibot";
import { fromBase64Url, hmacSign, hmacVerify, toBase64Url } from "./hmac.ts";

/** The longest a token may live, whatever its payload says: a leaked one is worth little for long. */
export const PREVIEW_TOKEN_MAX_SECONDS = 60 * 60;
/** How far ahead of the worker's clock a token may be dated (the CMS's clock may run a little fast). */
export const PREVIEW_TOKEN_MAX_SKEW_SECONDS = 60;
/** What the embedded CMS issues. */
export const PREVIEW_TOKEN_SECONDS = 15 * 60;

const VERSION = "v1";
const PayloadSchema = v.object({
  editor: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
  /** Seconds since the epoch. */
  issuedAt: v.pipe(v.number(), v.safeInteger()),
  expiresAt: v.pipe(v.number(), v.safeInteger()),
});
export type PreviewGrant = v.InferOutput<typeof PayloadSchema>;

const decoder = new TextDecoder();
const encoder = new TextEncoder();

export async function issuePreviewToken(
  secret: string,
  editor: string,
  { now = Date.now(), seconds = PREVIEW_TOKEN_SECONDS }: { now?: number; seconds?: number } = {},
): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  const payload = toBase64Url(encoder.encode(JSON.stringify({ editor, issuedAt, expiresAt: issuedAt + seconds })));
  const signed = `${VERSION}.${payload}`;
  return `${signed}.${toBase64Url(await hmacSign(secret, signed))}`;
}

/**
 * The grant a token carries, or null when it is malformed, forged, expired, longer-lived than allowed,
 * or dated ahead: a token issued in the future would otherwise live its hour from then.
 */
export async function verifyPreviewToken(secret: string, token: string, now = Date.now()): Promise<PreviewGrant | null> {
  if (token.length > 2048) return null;
  const [version, payload = "", signature = "", ...rest] = token.split(".");
  if (version !== VERSION || rest.length > 0) return null;
  const signatureBytes = fromBase64Url(signature);
  if (!signatureBytes || !(await hmacVerify(secret, `${version}.${payload}`, signatureBytes))) return null;
  const payloadBytes = fromBase64Url(payload);
  if (!payloadBytes) return null;
  let json: unknown;
  try {
    json = JSON.parse(decoder.decode(payloadBytes));
  } catch {
    return null;
  }
  const parsed = v.safeParse(PayloadSchema, json);
  if (!parsed.success) return null;
  const grant = parsed.output;
  const seconds = Math.floor(now / 1000);
  const lifetime = grant.expiresAt - grant.issuedAt;
  if (grant.issuedAt > seconds + PREVIEW_TOKEN_MAX_SKEW_SECONDS || grant.expiresAt <= seconds) return null;
  if (lifetime <= 0 || lifetime > PREVIEW_TOKEN_MAX_SECONDS) return null;
  return grant;
}
