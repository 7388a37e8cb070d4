// The security baseline (DESIGN.md): a per-response CSP nonce for every inline script, no inline
// scripts without it, and the standard hardening headers. Framing is allowed for the CMS preview.
import { createMiddleware } from "hono/factory";
import type { AppBindings } from "../env.ts";

function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(nonce: string, frameAncestors: string[], dev = false): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "frame-src 'self' https://www.youtube-nocookie.com",
    `frame-ancestors ${["'self'", ...frameAncestors].join(" ")}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

export const securityHeaders = (options: { dev?: boolean } = {}) =>
  createMiddleware<AppBindings>(async (c, next) => {
    const nonce = createNonce();
    c.set("nonce", nonce);
    await next();
    const frameAncestors = (c.env.PREVIEW_FRAME_ORIGINS ?? "").split(/\s+/).filter(Boolean);
    const headers = c.res.headers;
    headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, frameAncestors, options.dev));
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
  });
