// A shopper for worker tests: keeps the cookies the worker sets and sends them back, like a browser.
import { env } from "cloudflare:test";
import { generateSignedCookie } from "hono/cookie";
import type { Env } from "../../worker/env.ts";
import { request } from "./helpers.ts";

export const ORIGIN = "http://shop.test";
export const SHOPPER_COOKIE = "__Host-kaarna-shopper";

export class CookieJar {
  readonly cookies = new Map<string, string>();
  /** Every Set-Cookie header the worker sent to this shopper, in order. */
  readonly setCookies: string[] = [];

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      this.setCookies.push(line);
      const [pair = ""] = line.split(";");
      const index = pair.indexOf("=");
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
  }

  /** The session cookie's parts: `<anonymousId>.<expiresAt>.<token>.<signature>`, URI-encoded by the worker. */
  session() {
    const raw = decodeURIComponent(this.cookies.get(SHOPPER_COOKIE) ?? "");
    const [anonymousId = "", expiresAt = "", ...rest] = raw.split(".");
    return { anonymousId, expiresAt: Number(expiresAt), token: rest.slice(0, -1).join(".") };
  }

  /** Stores a session cookie signed with the worker's secret, or with another one to forge it. */
  async setSession(
    session: { anonymousId: string; expiresAt: number; token: string },
    secret = (env as unknown as Env).SESSION_SECRET!,
  ): Promise<void> {
    const line = await generateSignedCookie(
      SHOPPER_COOKIE,
      `${session.anonymousId}.${session.expiresAt}.${session.token}`,
      secret,
      { secure: true, path: "/" },
    );
    const [pair = ""] = line.split(";");
    this.cookies.set(SHOPPER_COOKIE, pair.slice(pair.indexOf("=") + 1));
  }

  async fetch(path: string, init: RequestInit = {}, overrides: Partial<Env> = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("cookie", this.header());
    const response = await request(path, { ...init, headers }, overrides);
    this.store(response);
    return response;
  }

  /** A same-origin JSON POST, as the storefront's own pages send it. */
  post(path: string, body: unknown, headers: Record<string, string> = {}, overrides: Partial<Env> = {}): Promise<Response> {
    return this.fetch(
      path,
      { method: "POST", headers: { origin: ORIGIN, "content-type": "application/json", ...headers }, body: JSON.stringify(body) },
      overrides,
    );
  }
}
