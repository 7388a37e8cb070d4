// A shopper for worker tests: keeps the cookies the worker sets and sends them back, like a browser.
import { request } from "./helpers.ts";
import type { Env } from "../../worker/env.ts";

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

  /** The session cookie's parts: `<anonymousId>.<expiresAt>.<token>`, URI-encoded by the worker. */
  session() {
    const raw = decodeURIComponent(this.cookies.get(SHOPPER_COOKIE) ?? "");
    const [anonymousId = "", expiresAt = "", ...token] = raw.split(".");
    return { anonymousId, expiresAt: Number(expiresAt), token: token.join(".") };
  }

  setSession(session: { anonymousId: string; expiresAt: number; token: string }): void {
    this.cookies.set(SHOPPER_COOKIE, encodeURIComponent(`${session.anonymousId}.${session.expiresAt}.${session.token}`));
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
