// The browser's one client for the worker's JSON API (DESIGN.md contract): JSON in, JSON out, the
// shopper's language on every call, and one error class carrying the worker's error body (a message
// and, for cart and checkout problems, its errors) for the spec's snackbars (spec 000 §8). The worker
// validates every answer before it leaves, so no schema ships here; callers name what they read.
import type { ApiFetch } from "./storefront-context.ts";

/** An error answer of the worker (worker/api-error.ts and the cart/checkout proxies). */
export interface ApiErrorBody {
  message?: string;
  /** A list of `{ key, value }` entries (cart, checkout) or an object of field messages. */
  errors?: unknown;
}

/** An error-list entry: `value` is the text to show (spec 000 §8). */
export interface ApiErrorEntry {
  key?: string;
  value?: string;
}

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
  ) {
    super(body?.message ?? `Request failed (${status})`);
    this.name = "ApiRequestError";
  }

  /** A 4xx: the request was refused for a reason the shopper can act on. */
  get refused(): boolean {
    return this.status >= 400 && this.status < 500;
  }

  /** The body's list of entries, if it has one. */
  get entries(): ApiErrorEntry[] {
    return Array.isArray(this.body?.errors) ? (this.body.errors as ApiErrorEntry[]) : [];
  }
}

const JSON_HEADERS = { "content-type": "application/json", accept: "application/json" };

export function createApiClient(fetchApi: ApiFetch, language: string) {
  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const address = /[?&]language=/.test(path) ? path : `${path}${path.includes("?") ? "&" : "?"}language=${language}`;
    const response = await fetchApi(address, {
      method,
      headers: body === undefined ? { accept: "application/json" } : JSON_HEADERS,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok)
      throw new ApiRequestError(response.status, json && typeof json === "object" ? (json as ApiErrorBody) : null);
    return json as T;
  }
  return {
    get: <T>(path: string) => request<T>("GET", path),
    /** A write: POST, PUT or DELETE with a JSON body. */
    send: <T>(method: "POST" | "PUT" | "DELETE", path: string, body: unknown) => request<T>(method, path, body),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
