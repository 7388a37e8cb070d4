// Editors' credentials for worker tests: a preview cookie minted with the test secret (as the CMS would
// issue it), and publish notices signed as the CMS signs them.
import { env } from "cloudflare:test";
import { hmacSign, toBase64Url, toHex } from "../../worker/editor/hmac.ts";
import { PREVIEW_COOKIE } from "../../worker/editor/editor-request.ts";
import { issuePreviewToken } from "../../worker/editor/preview-token.ts";
import type { Env } from "../../worker/env.ts";

const secrets = env as unknown as Pick<Env, "PREVIEW_TOKEN_SECRET" | "PUBLISH_WEBHOOK_SECRET">;

export const previewToken = (options?: { now?: number; seconds?: number }) =>
  issuePreviewToken(secrets.PREVIEW_TOKEN_SECRET, "editor@kaarna.example", options);

/** A token whose payload is whatever the test says, signed with the real secret (as a leaked CMS key could sign it). */
export async function signedPreviewPayload(payload: unknown): Promise<string> {
  const signed = `v1.${toBase64Url(new TextEncoder().encode(JSON.stringify(payload)))}`;
  return `${signed}.${toBase64Url(await hmacSign(secrets.PREVIEW_TOKEN_SECRET, signed))}`;
}

/** Request headers of an editor whose preview cookie holds a valid token. */
export async function editorHeaders(): Promise<Record<string, string>> {
  return { cookie: `${PREVIEW_COOKIE}=${await previewToken()}` };
}

/** A signed publish notice for a piece of content, dated now unless told otherwise. */
export async function publishNotice(contentId: number, { at = Date.now(), secret = secrets.PUBLISH_WEBHOOK_SECRET } = {}) {
  const body = JSON.stringify({ contentId, timestamp: new Date(at).toISOString() });
  return {
    method: "POST",
    headers: { "content-type": "application/json", "x-signature": `sha256=${toHex(await hmacSign(secret, body))}` },
    body,
  } satisfies RequestInit;
}
