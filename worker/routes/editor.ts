// The editor's way in (issue 11): the CMS opens its preview frame at
// /api/editor/preview?token=…&path=/en/…; a valid token becomes the HttpOnly preview cookie and the
// frame goes on to the page in edit mode, without the token in its address. /api/editor/preview/end
// drops the cookie. A missing, forged or expired token gets 401 and no cookie.
import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import { sitePath } from "../../shared/rules/site-path.ts";
import { ApiError } from "../api-error.ts";
import { PREVIEW_COOKIE, previewSecret, setPreviewCookie } from "../editor/editor-request.ts";
import { verifyPreviewToken } from "../editor/preview-token.ts";
import type { AppBindings } from "../env.ts";
import { PRIVATE_NO_STORE } from "../middleware/no-store.ts";

const SITE_BASE = "http://site.invalid";

/** The page to open: a path on this site (never another host), with edit mode on or off. */
function pageAddress(path: string | undefined, editMode: boolean): string {
  const safe = sitePath(path);
  if (!safe) throw new ApiError(400, /*i18n*/ "editor.path-invalid");
  // Resolved against a fixed origin only to edit the query: the answer is the path, never a host.
  const target = new URL(safe, SITE_BASE);
  if (target.origin !== SITE_BASE) throw new ApiError(400, /*i18n*/ "editor.path-invalid");
  if (editMode) target.searchParams.set("epieditmode", "true");
  else target.searchParams.delete("epieditmode");
  return `${target.pathname}${target.search}`;
}

export const editorRoutes = new Hono<AppBindings>()
  .get("/preview", async (c) => {
    const secret = previewSecret(c.env);
    if (!secret) throw new ApiError(503, /*i18n*/ "editor.preview-not-configured");
    const address = pageAddress(c.req.query("path"), true);
    const token = c.req.query("token") ?? "";
    const grant = await verifyPreviewToken(secret, token);
    if (!grant) throw new ApiError(401, /*i18n*/ "editor.token-invalid");
    setPreviewCookie(c, token, grant);
    c.header("Cache-Control", PRIVATE_NO_STORE);
    return c.redirect(address, 303);
  })
  .get("/preview/end", (c) => {
    const address = pageAddress(c.req.query("path") ?? "/", false);
    deleteCookie(c, PREVIEW_COOKIE, { path: "/", secure: true, sameSite: "None", partitioned: true });
    c.header("Cache-Control", PRIVATE_NO_STORE);
    return c.redirect(address, 303);
  });
