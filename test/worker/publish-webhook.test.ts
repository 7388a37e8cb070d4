// The CMS's publish webhook (issue 11): a signed notice purges the published page's
// cached models in every language (a shared block's purges them all); a bad signature, a stale
// timestamp or a bad body purges nothing.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { blockId } from "../../worker/upstream/embedded/seed/ids.ts";
import { publishNotice } from "./editor-credentials.ts";
import { request } from "./helpers.ts";

beforeAll(async () => {
  await ensureDatabase(env.DB);
});

/** Content ids of the demo seed (worker/upstream/embedded/seed/ids.ts): the "Our story" page in English, a block on it. */
const OUR_STORY_EN = 1101;
const STORY_HERO_EN = 5110;
const STORY = ["/fi/tarinamme", "/en/our-story", "/sv/var-historia"];

async function warm(paths: string[]) {
  for (const path of paths) await request(path);
  for (const path of paths) expect((await request(path)).headers.get("x-cache"), path).toBe("HIT");
}

const stored = async (key: string) => (await env.PAGE_MODELS.get(key)) !== null;

describe("the publish webhook", () => {
  it("purges a published page in every language and nothing else, and the next visitor gets a fresh copy", async () => {
    await warm([...STORY, "/en/customer-service"]);
    const response = await request("/api/hooks/content-published", await publishNotice(OUR_STORY_EN));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { purged: string; keys: string[] };
    expect(answer.purged).toBe("page");
    expect(answer.keys).toEqual(expect.arrayContaining(STORY));
    for (const path of STORY) {
      expect(await stored(path), path).toBe(false);
      expect((await request(path)).headers.get("x-cache"), path).toBe("MISS");
    }
    expect((await request("/en/customer-service")).headers.get("x-cache")).toBe("HIT");
  });

  it("purges the answers made from pages too: content search, shortcut items, recipes and locations", async () => {
    const stories = blockId("en", "discoverStories");
    const row = await env.DB.prepare("SELECT fields FROM blocks WHERE id = ?").bind(stories).first<{ fields: string }>();
    const items: number[] = JSON.parse(row!.fields).shortcutItemsContentArea;
    const answers = [
      "/api/search/content?q=chocolate&language=en",
      `/api/shortcuts/${stories}?indexWhereToContinue=3&nextContentReferenceItem=${items[3]}&language=en`,
      "/api/recipes/search?language=en&q=chocolate",
      "/api/locations?language=en&city=Helsinki",
    ];
    for (const path of answers) expect((await request(path)).status, path).toBe(200);
    for (const path of answers) expect((await request(path)).headers.get("x-cache"), path).toBe("HIT");
    await warm(["/en/customer-service"]);

    const response = await request("/api/hooks/content-published", await publishNotice(OUR_STORY_EN));
    const answer = (await response.json()) as { purged: string; keys: string[] };
    expect(answer.purged).toBe("page");
    for (const path of answers) expect((await request(path)).headers.get("x-cache"), path).toBe("MISS");
    // Other pages' models stay: only what is kept by query goes with a single page.
    expect((await request("/en/customer-service")).headers.get("x-cache")).toBe("HIT");
  });

  it("purges every page model when the content is a shared block", async () => {
    await warm(["/en/our-story", "/fi"]);
    const response = await request("/api/hooks/content-published", await publishNotice(STORY_HERO_EN));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { purged: string; count: number };
    expect(answer.purged).toBe("all");
    expect(answer.count).toBeGreaterThanOrEqual(2);
    expect(await stored("/en/our-story")).toBe(false);
    expect(await stored("/fi")).toBe(false);
  });

  it("refuses a bad signature with 401 and purges nothing", async () => {
    await warm(["/en/our-story"]);
    const forged = await publishNotice(OUR_STORY_EN, { secret: "not-the-webhook-secret-at-all" });
    const unsigned = { ...(await publishNotice(OUR_STORY_EN)), headers: { "content-type": "application/json" } };
    const good = await publishNotice(OUR_STORY_EN);
    const tampered = { ...good, body: good.body.replace("1101", "1102") };
    for (const notice of [forged, unsigned, tampered]) {
      const response = await request("/api/hooks/content-published", notice);
      expect(response.status).toBe(401);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
    expect(await stored("/en/our-story")).toBe(true);
  });

  it("refuses a notice older than five minutes (a replay) and one dated far ahead", async () => {
    await warm(["/en/our-story"]);
    for (const at of [Date.now() - 5 * 60 * 1000 - 1000, Date.now() + 10 * 60 * 1000]) {
      const notice = await publishNotice(OUR_STORY_EN, { at });
      const response = await request("/api/hooks/content-published", {
        ...notice,
        headers: { ...notice.headers, "accept-language": "en" },
      });
      expect(response.status).toBe(401);
      expect(((await response.json()) as { message: string }).message).toMatch(/too old|timestamp/i);
    }
    expect(await stored("/en/our-story")).toBe(true);
  });

  it("accepts a notice once: the same notice again, in any spelling of its signature, is 409 and purges nothing", async () => {
    const UNKNOWN = 987_654;
    for (const contentId of [OUR_STORY_EN, UNKNOWN]) {
      const notice = await publishNotice(contentId);
      expect((await request("/api/hooks/content-published", notice)).status, String(contentId)).toBe(200);
      await warm(STORY);
      const signature = notice.headers["x-signature"];
      for (const spelling of [signature, signature.toUpperCase()]) {
        const replay = await request("/api/hooks/content-published", {
          ...notice,
          headers: { ...notice.headers, "x-signature": spelling, "accept-language": "en" },
        });
        expect(replay.status, `${contentId} ${spelling}`).toBe(409);
        expect(replay.headers.get("cache-control")).toBe("private, no-store");
        expect(((await replay.json()) as { message: string }).message).toMatch(/already/i);
      }
      for (const path of STORY) expect(await stored(path), `${contentId} ${path}`).toBe(true);
    }
    // A new notice about the same content (another timestamp) is a new publish and purges.
    const next = await publishNotice(OUR_STORY_EN, { at: Date.now() + 1 });
    expect((await request("/api/hooks/content-published", next)).status).toBe(200);
    expect(await stored("/en/our-story")).toBe(false);
  });

  it("answers a signed body that is not a notice with 400, and a body over the cap with 413", async () => {
    const notice = await publishNotice(OUR_STORY_EN);
    const { hmacSign, toHex } = await import("../../worker/editor/hmac.ts");
    const secret = (env as unknown as { PUBLISH_WEBHOOK_SECRET: string }).PUBLISH_WEBHOOK_SECRET;
    const body = JSON.stringify({ contentId: "all", timestamp: new Date().toISOString() });
    const signature = `sha256=${toHex(await hmacSign(secret, body))}`;
    const invalid = await request("/api/hooks/content-published", {
      ...notice,
      headers: { "content-type": "application/json", "x-signature": signature },
      body,
    });
    expect(invalid.status).toBe(400);
    const huge = await request("/api/hooks/content-published", { ...notice, body: "x".repeat(70 * 1024) });
    expect(huge.status).toBe(413);
    expect((await request("/api/hooks/content-published")).status).toBe(405);
  });

  it("stays off without its secret", async () => {
    const response = await request("/api/hooks/content-published", await publishNotice(OUR_STORY_EN), {
      PUBLISH_WEBHOOK_SECRET: "",
    });
    expect(response.status).toBe(503);
  });
});
