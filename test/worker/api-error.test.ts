// Errors become answers in one place (the app's onError): an ApiError's catalog message in the
// shopper's language, never stored, with the headers the route had set; Hono's own responses kept.
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { describe, expect, it, vi } from "vitest";
import { ApiError, answerError } from "../../worker/api-error.ts";
import { UpstreamError } from "../../worker/upstream/upstream-error.ts";
import { request } from "./helpers.ts";

const app = new Hono()
  .get("/refused", (c) => {
    c.header("X-Cache", "MISS");
    throw new ApiError(404, "api.page-not-found", { values: { address: "/fi/x" } });
  })
  .get("/refused-by-upstream", () => {
    throw new ApiError(400, "cart.request-refused", {
      upstreamMessage: "Tuote on loppunut.",
      errors: [{ key: "code", value: "Tuote on loppunut." }],
    });
  })
  .get("/timed-out", () => {
    throw new UpstreamError("GET /api/cda/content took longer than 2000 ms", 504);
  })
  .get("/hono", () => {
    throw new HTTPException(413, { res: new Response("Payload Too Large", { status: 413 }) });
  })
  .get("/bug", () => {
    throw new TypeError("x is undefined");
  })
  .onError(answerError);

const json = (response: Response) => response.json() as Promise<{ status: number; message: string; errors: unknown[] }>;

describe("answering errors", () => {
  it("translates an ApiError's message into the shopper's language and keeps the route's headers", async () => {
    const response = await app.request("/refused", { headers: { "accept-language": "fi-FI,fi;q=0.9" } });
    expect(response.status).toBe(404);
    expect(response.headers.get("x-cache")).toBe("MISS");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await json(response)).toEqual({ status: 404, message: "Osoitteessa /fi/x ei ole sivua.", errors: [] });
  });

  it("passes on the upstream's own message and field errors", async () => {
    expect(await json(await app.request("/refused-by-upstream"))).toEqual({
      status: 400,
      message: "Tuote on loppunut.",
      errors: [{ key: "code", value: "Tuote on loppunut." }],
    });
  });

  it("answers an upstream timeout 504 and anything unexpected 500, without the error's text", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const timedOut = await app.request("/timed-out", { headers: { "accept-language": "en" } });
    expect(timedOut.status).toBe(504);
    expect((await json(timedOut)).message).toMatch(/did not answer in time/);
    const bug = await app.request("/bug", { headers: { "accept-language": "sv" } });
    expect(await json(bug)).toEqual({ status: 500, message: "Något gick fel hos oss.", errors: [] });
    // One JSON line per event (worker/observability/log.ts): the error's name and message are logged.
    const lines = logged.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: "error",
        message: "Unhandled worker error",
        error: expect.objectContaining({ name: "TypeError" }),
      }),
    );
  });

  it("keeps the response a Hono middleware gave its HTTPException", async () => {
    const response = await app.request("/hono");
    expect(response.status).toBe(413);
    expect(await response.text()).toBe("Payload Too Large");
  });

  it("answers an unknown API path 404 in the shopper's language through the app", async () => {
    const response = await request("/api/no-such-thing", { headers: { "accept-language": "sv" } });
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({ status: 404, message: "Det finns ingenting på /api/no-such-thing.", errors: [] });
  });
});
