// The test-only recording of upstream answers (UPSTREAM_RECORD, for the contract check after the
// end-to-end run): on, each distinct answer is kept once in D1 with how often it was met; off (the
// default, and production), nothing is written.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { Env } from "../../worker/env.ts";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { createUpstream } from "../../worker/upstream/upstream-call.ts";

async function callContent(overrides: Partial<Env>) {
  const ctx = createExecutionContext();
  const upstream = createUpstream({ ...(env as unknown as Env), ...overrides }, ctx);
  const answer = await upstream.call("/api/cda/content", { timeout: "content", query: { contentUrl: "/en/our-story" } });
  const model = (await answer.json()) as { url: string };
  await waitOnExecutionContext(ctx);
  return model;
}

const recorded = () =>
  env.DB.prepare("SELECT method, path, query, status, content_type, body, seen FROM upstream_exchanges")
    .all<{ method: string; path: string; query: string; status: number; content_type: string; body: string; seen: number }>()
    .then((result) => result.results)
    .catch(() => []);

// Seeded first: a first call that seeds the database takes longer than a content call may.
beforeAll(async () => {
  await ensureDatabase(env.DB);
});

describe("recording upstream answers", () => {
  it("keeps nothing by default", async () => {
    await callContent({});
    expect(await recorded()).toEqual([]);
  });

  it("keeps each distinct answer once, whole, with how often it was met, while the caller reads it too", async () => {
    const model = await callContent({ UPSTREAM_RECORD: "on" });
    await callContent({ UPSTREAM_RECORD: "on" });
    const [exchange, ...more] = await recorded();
    expect(more).toEqual([]);
    expect(exchange).toMatchObject({
      method: "GET",
      path: "/api/cda/content",
      query: "?contentUrl=%2Fen%2Four-story",
      status: 200,
      content_type: expect.stringMatching(/^application\/json/),
      seen: 2,
    });
    expect(JSON.parse(exchange!.body)).toEqual(model);
  });
});
