// Who is an editor (issue 11): a request that asks for edit mode (`?epieditmode=true`)
// or the view-only preview (`?epieditmode=false`, spec 000 §1) and carries a valid preview token in
// the preview cookie. Anyone else asking for either is an ordinary visitor and is served from the
// cache like everybody else.
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppBindings, Env } from "../env.ts";
import { configuredSecret } from "./hmac.ts";
import { type PreviewGrant, verifyPreviewToken } from "./preview-token.ts";

/**
 * HttpOnly (page scripts never see the token), `__Host-` (no subdomain sets it), and SameSite=None
 * with Partitioned, because the CMS frames the site from its own origin: a partitioned cookie is kept
 * for that frame even where third-party cookies are blocked, and nowhere else.
 */
export const PREVIEW_COOKIE = "__Host-kaarna-preview";

/** What an editor sees: edit mode (drafts with the edit hooks) or the view-only preview (drafts as visitors see them). */
export type EditorView = "edit" | "preview";

function askedEditorView(url: URL): EditorView | null {
  // Most addresses have no query: they are not parsed for one.
  if (url.search === "") return null;
  const asked = url.searchParams.get("epieditmode")?.toLowerCase();
  return asked === "true" ? "edit" : asked === "false" ? "preview" : null;
}

export function previewSecret(env: Pick<Env, "PREVIEW_TOKEN_SECRET">): string | null {
  return configuredSecret(env.PREVIEW_TOKEN_SECRET);
}

/** The editor's grant, when the request has a preview cookie that holds. */
export async function previewGrant(c: Context<AppBindings>): Promise<PreviewGrant | null> {
  const token = getCookie(c, PREVIEW_COOKIE);
  const secret = previewSecret(c.env);
  if (!token || !secret) return null;
  return verifyPreviewToken(secret, token);
}

/** An editor's edit or preview request, which bypasses the cache and reads drafts; null for anyone else. */
export async function editorView(c: Context<AppBindings>, url = new URL(c.req.url)): Promise<EditorView | null> {
  const asked = askedEditorView(url);
  return asked && (await previewGrant(c)) !== null ? asked : null;
}

export function setPreviewCookie(c: Context<AppBindings>, token: string, grant: PreviewGrant) {
  setCookie(c, PREVIEW_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: "None",
    partitioned: true,
    path: "/",
    maxAge: Math.max(0, grant.expiresAt - Math.floor(Date.now() / 1000)),
  });
}
