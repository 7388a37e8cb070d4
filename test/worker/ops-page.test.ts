// /ops through the real worker: 401 without ops credentials; locally HTTP Basic with OPS_PASSWORD in
// embedded mode (figures from D1, a demo day on first visit); deployed, Cloudflare Access's signed
// header verified against the team's keys (a key pair made here, served by a stand-in for the certs
// URL), and figures from Analytics Engine's SQL API (a stand-in answering as it does).
import { env } from "cloudflare:test";
import { exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { figureQueries } from "../../worker/observability/analytics-engine-figures.ts";
import { readD1Figures } from "../../worker/observability/d1-figures.ts";
import { ensureDatabase } from "../../worker/upstream/embedded/database.ts";
import { request } from "./helpers.ts";
import { REMOTE, standIn } from "./upstream-stand-in.ts";

beforeAll(async () => {
  await ensureDatabase(env.DB);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const PASSWORD = "worker-tests-ops-password-0123";
const LOCAL = { OPS_PASSWORD: PASSWORD };
const basic = (user: string, password: string) => ({ authorization: `Basic ${btoa(`${user}:${password}`)}` });

describe("/ops in embedded mode", () => {
  it("answers 401 without credentials, asking for the ops password", async () => {
    const response = await request("/ops", {}, LOCAL);
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toBe('Basic realm="Kaarna ops", charset="UTF-8"');
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).not.toContain("<svg");
  });

  it("answers 401 to a wrong password, and to any password when none is configured", async () => {
    expect((await request("/ops", { headers: basic("ops", "guess-guess-guess") }, LOCAL)).status).toBe(401);
    expect((await request("/ops", { headers: basic("ops", PASSWORD) }, { OPS_PASSWORD: "" })).status).toBe(401);
  });

  it("shows the charts and their numbers with the password, a generated demo day included", async () => {
    const response = await request("/ops", { headers: { ...basic("ops", PASSWORD), "accept-language": "en" } }, LOCAL);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const page = await response.text();
    expect(page).toContain("<h1>Kaarna operations</h1>");
    for (const metric of ["LCP", "INP", "CLS", "TTFB"])
      expect(page).toContain(
        `<title id="vital-${metric.toLowerCase()}-title">p75 ${metric} per page type, last day and last week</title>`,
      );
    expect(page).toContain("Page cache answers by status, last day and last week</title>");
    expect(page).toContain("p75 upstream time per hour, last 24 hours</title>");
    expect(page).toContain("Upstream error rate per hour, last 24 hours</title>");
    expect(page).toContain("generated demo day");
    expect(page).toMatch(/<th scope="row">product<\/th><td>[\d,]+ ms<\/td>/);
    expect(page).not.toContain("<script");
    const demo = await env.DB.prepare("SELECT COUNT(*) AS rows FROM field_measurements WHERE demo = 1").first<{ rows: number }>();
    expect(demo!.rows).toBeGreaterThan(1000);
  });

  it("writes the demo day once: a second visit finds it", async () => {
    const count = async () =>
      (await env.DB.prepare("SELECT COUNT(*) AS rows FROM request_records WHERE demo = 1").first<{ rows: number }>())!.rows;
    await request("/ops", { headers: basic("ops", PASSWORD) }, LOCAL);
    const once = await count();
    await request("/ops", { headers: basic("ops", PASSWORD) }, LOCAL);
    expect(await count()).toBe(once);
  });

  it("counts the pages served just before it is read, though the isolate writes records in batches", async () => {
    const hits = (figures: Awaited<ReturnType<typeof readD1Figures>>) =>
      figures.cache.find((figure) => figure.status === "HIT" && figure.window === "day")?.count ?? 0;
    await request("/en/our-story");
    const before = hits(await readD1Figures(env.DB));
    for (let times = 0; times < 3; times++) expect((await request("/en/our-story")).headers.get("x-cache")).toBe("HIT");
    expect(hits(await readD1Figures(env.DB))).toBe(before + 3);
  });

  it("computes p75 as the nearest rank of each page type's values", async () => {
    const now = Date.now();
    const values = [800, 100, 700, 200, 600, 300, 500, 400];
    await env.DB.batch(
      values.map((value) =>
        env.DB.prepare(
          "INSERT INTO field_measurements (recorded_at, page_type, metric, value, navigation_type, connection) VALUES (?, 'p75-check', 'LCP', ?, 'navigate', '4g')",
        ).bind(now - 60_000, value),
      ),
    );
    const figures = await readD1Figures(env.DB, now);
    // ceil(0.75 × 8) = 6th of 100…800.
    expect(figures.vitals.filter((figure) => figure.pageType === "p75-check")).toEqual([
      { pageType: "p75-check", metric: "LCP", p75: 600, count: 8, window: "day" },
      { pageType: "p75-check", metric: "LCP", p75: 600, count: 8, window: "week" },
    ]);
    expect(figures.upstreamHours).toHaveLength(24);
  });
});

const AUDIENCE = "4714c1358e65fe4b408ad6d432a5f878f08194bdb4752441fd56faefa9b2b6f2";
let teams = 0;

/**
 * A Cloudflare Access team of the test's own (the worker keeps each certs URL's keys for the isolate's
 * life): its certs URL, the worker's settings for it and a signer of its tokens.
 */
async function accessTeam() {
  const team = `https://kaarna-${++teams}.cloudflareaccess.com`;
  const certsUrl = `${team}/cdn-cgi/access/certs`;
  const signer = async () => {
    const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
    const jwk: JWK = { ...(await exportJWK(publicKey)), kid: "access-key", alg: "RS256", use: "sig" };
    const sign = (claims: { aud?: string; iss?: string; expiresIn?: string } = {}) =>
      new SignJWT({ email: "ops@kaarna.example", type: "app" })
        .setProtectedHeader({ alg: "RS256", kid: "access-key" })
        .setIssuer(claims.iss ?? team)
        .setAudience(claims.aud ?? AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(claims.expiresIn ?? "10m")
        .sign(privateKey);
    return { jwk, sign };
  };
  const { jwk, sign } = await signer();
  return { certsUrl, jwk, sign, signer, settings: { OPS_ACCESS_CERTS_URL: certsUrl, OPS_ACCESS_AUD: AUDIENCE } };
}

/** The team's certs URL answers with its key; Analytics Engine's SQL API as `sql` says. */
function cloudflareStandIn(team: { certsUrl: string; jwk: JWK }, sql: (query: string) => unknown[] = () => []) {
  return standIn(async (call) => {
    if (call.url === team.certsUrl) return Response.json({ keys: [team.jwk] });
    if (new URL(call.url).pathname.endsWith("/analytics_engine/sql"))
      return Response.json({ meta: [], data: sql(await call.text()) });
    return new Response("not found", { status: 404 });
  });
}

describe("/ops behind Cloudflare Access", () => {
  it("opens with a valid Access token, and the password then opens nothing", async () => {
    const team = await accessTeam();
    cloudflareStandIn(team);
    const overrides = { ...LOCAL, ...team.settings };
    const signed = await request("/ops", { headers: { "cf-access-jwt-assertion": await team.sign() } }, overrides);
    expect(signed.status).toBe(200);
    const password = await request("/ops", { headers: basic("ops", PASSWORD) }, overrides);
    expect(password.status).toBe(401);
    expect(password.headers.get("www-authenticate")).toBeNull();
  });

  it("answers 401 to no token and to one for another audience, another issuer, expired or signed by another key", async () => {
    const team = await accessTeam();
    // The same key id as the team's, another key: what a forger who read the certs would try.
    const stranger = await team.signer();
    cloudflareStandIn(team);
    const tokens = [
      undefined,
      "not-a-token",
      await team.sign({ aud: "another-application" }),
      await team.sign({ iss: "https://elsewhere.cloudflareaccess.com" }),
      await team.sign({ expiresIn: "-1m" }),
      await stranger.sign(),
    ];
    for (const token of tokens) {
      const headers: Record<string, string> = token ? { "cf-access-jwt-assertion": token } : {};
      expect((await request("/ops", { headers }, team.settings)).status, String(token)).toBe(401);
    }
    // The team's own token opens it: the refusals above were the tokens', not the setup's.
    expect((await request("/ops", { headers: { "cf-access-jwt-assertion": await team.sign() } }, team.settings)).status).toBe(
      200,
    );
  });
});

describe("/ops in remote mode: Analytics Engine", () => {
  const SECRETS = { ANALYTICS_ACCOUNT_ID: "0123456789abcdef0123456789abcdef", ANALYTICS_API_TOKEN: "analytics-read-token" };

  it("reads every figure through the SQL API with the account's token and shows them", async () => {
    const team = await accessTeam();
    const hour = Math.floor(Date.now() / 3_600_000) * 3600;
    const calls = cloudflareStandIn(team, (query) => {
      if (query.includes("quantileExactWeighted(0.75)(double1"))
        return [{ pageType: "category", metric: "LCP", p75: 2812.5, count: "1290" }];
      if (query.includes("AS status"))
        return [
          { status: "HIT", count: "900" },
          { status: "MISS", count: "100" },
        ];
      if (query.includes("AS hour")) return [{ hour: String(hour), requests: "40", errors: "2", p75Ms: 180 }];
      return [{ requests: "400", errors: "4", p75Ms: 150 }];
    });
    const response = await request(
      "/ops",
      { headers: { "cf-access-jwt-assertion": await team.sign(), "accept-language": "en" } },
      { ...REMOTE, ...team.settings, ...SECRETS, MEASUREMENTS_DATASET: "kaarna_storefront_production" },
    );
    expect(response.status).toBe(200);
    const sqlCalls = calls.filter((call) => call.url.endsWith("/analytics_engine/sql"));
    expect(sqlCalls).toHaveLength(7);
    for (const call of sqlCalls) {
      expect(call.url).toBe(`https://api.cloudflare.com/client/v4/accounts/${SECRETS.ANALYTICS_ACCOUNT_ID}/analytics_engine/sql`);
      expect(call.method).toBe("POST");
      expect(call.headers.get("authorization")).toBe("Bearer analytics-read-token");
    }
    const page = await response.text();
    expect(page).toContain("Figures from Workers Analytics Engine.");
    expect(page).toContain('<th scope="row">category</th><td>2,813 ms</td><td>2,813 ms</td><td>1,290 / 1,290</td>');
    expect(page).toContain('<th scope="row">HIT</th><td>90% (900)</td>');
    expect(page).toContain("<td>400</td><td>150 ms</td><td>4</td><td>1%</td>");
    expect(page).toContain("<td>40</td><td>180 ms</td><td>5%</td>");
  });

  it("says what is missing, with 503, when the SQL API's secrets are not set", async () => {
    const team = await accessTeam();
    cloudflareStandIn(team);
    const headers = { "cf-access-jwt-assertion": await team.sign(), "accept-language": "en" };
    const response = await request("/ops", { headers }, { ...REMOTE, ...team.settings });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("ANALYTICS_ACCOUNT_ID and ANALYTICS_API_TOKEN");
  });

  it("builds each query over its window, weighted by the sample interval, for a dataset name only", () => {
    const queries = figureQueries("kaarna_storefront_production");
    expect(queries.vitals("week")).toBe(
      "SELECT blob3 AS pageType, blob2 AS metric, quantileExactWeighted(0.75)(double1, _sample_interval) AS p75, " +
        "SUM(_sample_interval) AS count FROM kaarna_storefront_production WHERE blob1 = 'field' " +
        "AND timestamp > NOW() - INTERVAL '7' DAY GROUP BY pageType, metric FORMAT JSON",
    );
    expect(queries.cache("day")).toBe(
      "SELECT blob4 AS status, SUM(_sample_interval) AS count FROM kaarna_storefront_production WHERE blob1 = 'request' " +
        "AND blob4 != '' AND timestamp > NOW() - INTERVAL '1' DAY GROUP BY status FORMAT JSON",
    );
    expect(queries.upstream("day")).toBe(
      "SELECT SUM(_sample_interval) AS requests, SUM(IF(double4 >= 500, _sample_interval, 0)) AS errors, " +
        "quantileExactWeighted(0.75)(double3, _sample_interval) AS p75Ms FROM kaarna_storefront_production " +
        "WHERE blob1 = 'request' AND double2 > 0 AND timestamp > NOW() - INTERVAL '1' DAY FORMAT JSON",
    );
    expect(queries.upstreamHours()).toBe(
      "SELECT toUnixTimestamp(toStartOfInterval(timestamp, INTERVAL '1' HOUR)) AS hour, SUM(_sample_interval) AS requests, " +
        "SUM(IF(double4 >= 500, _sample_interval, 0)) AS errors, quantileExactWeighted(0.75)(double3, _sample_interval) AS p75Ms " +
        "FROM kaarna_storefront_production WHERE blob1 = 'request' AND double2 > 0 AND timestamp > NOW() - INTERVAL '1' DAY " +
        "GROUP BY hour ORDER BY hour FORMAT JSON",
    );
    expect(() => figureQueries("x; DROP TABLE y")).toThrow(/not a dataset name/);
  });
});
