// The remote upstream as a stand-in for worker tests: global fetch replaced by a function that
// records each call and answers as told (hang, fail, or forward to the embedded backend on real D1).
import { createExecutionContext, env } from "cloudflare:test";
import { vi } from "vitest";
import type { Env } from "../../worker/env.ts";
import { embeddedBackend } from "../../worker/upstream/embedded/backend.ts";

/** Worker variables that switch the app to remote mode against the stand-in. */
export const REMOTE = { UPSTREAM_ORIGIN: "https://cms.stand-in.test" };

/** Replaces global fetch for this test (restore with vi.restoreAllMocks); returns the calls made. */
export function standIn(answer: (request: Request) => Promise<Response>) {
  const calls: Request[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const call = new Request(input, init);
    calls.push(call);
    return answer(call);
  });
  return calls;
}

export const hanging = () => new Promise<Response>(() => {});
export const failing = async () => new Response("<h1>upstream error</h1>", { status: 500 });
export const forwarding = async (call: Request) => {
  const url = new URL(call.url);
  const ctx = createExecutionContext();
  return embeddedBackend.fetch(new Request(`http://embedded${url.pathname}${url.search}`, call), env as unknown as Env, ctx);
};
