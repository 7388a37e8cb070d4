// The security baseline (DESIGN.md) through hono/secure-headers: a per-response CSP nonce for every
// inline script and no inline script without it, HSTS, nosniff and the other hardening headers on
// every worker response. Framing is allowed for the CMS preview (frame-ancestors), so X-Frame-Options
// is left out: it cannot name other origins, and CSP's frame-ancestors supersedes it.
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { AppBindings } from "../env.ts";

export const HSTS = "max-age=31536000; includeSubDomains";

/** The CMS editor origins allowed to frame the site (`PREVIEW_FRAME_ORIGINS`, space-separated). */
const previewFrameOrigins = (c: Context) =>
  ["'self'", ...((c.env as AppBindings["Bindings"]).PREVIEW_FRAME_ORIGINS ?? "").split(/\s+/).filter(Boolean)].join(" ");

/**
 * Pictures: the site's, and the CMS's image service on its own origin, any https one
 * and the upstream's in remote mode, so they show where it is not https too (a local run).
 */
const imageSources = (c: Context) => {
  const upstream = (c.env as AppBindings["Bindings"]).UPSTREAM_ORIGIN?.trim();
  const origin = upstream && URL.canParse(upstream) ? [new URL(upstream).origin] : [];
  return ["'self'", "data:", "https:", ...origin].join(" ");
};

export const securityHeaders = (options: { dev?: boolean } = {}) => {
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE, "'strict-dynamic'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: [imageSources],
      fontSrc: ["'self'"],
      // Vite's hot reload talks over a websocket in development only.
      connectSrc: options.dev ? ["'self'", "ws:", "wss:"] : ["'self'"],
      frameSrc: ["'self'", "https://www.youtube-nocookie.com"],
      frameAncestors: [previewFrameOrigins],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
    strictTransportSecurity: HSTS,
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginOpenerPolicy: "same-origin",
    xFrameOptions: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: ["self"] },
  });
  return createMiddleware<AppBindings>(async (c, next) =>
    headers(c, async () => {
      // The render threads the same nonce through React's inline scripts.
      c.set("nonce", c.get("secureHeadersNonce")!);
      await next();
    }),
  );
};
