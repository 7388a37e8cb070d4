// Calls the real app inside workerd with the real local bindings, and waits for its background work.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { createApp } from "../../worker/app.ts";
import type { Env } from "../../worker/env.ts";

const app = createApp();

export async function request(path: string, init: RequestInit = {}, overrides: Partial<Env> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.request(`http://shop.test${path}`, init, { ...(env as unknown as Env), ...overrides }, ctx);
  const body = await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  // A 204 or 304 has no body at all, not an empty one.
  return new Response(NULL_BODY_STATUSES.has(response.status) ? null : body, response);
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

export async function html(path: string, init: RequestInit = {}, overrides: Partial<Env> = {}) {
  const response = await request(path, init, overrides);
  return { response, text: await response.text() };
}
