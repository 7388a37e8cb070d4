// Query strings checked by the query(schema) middleware before a handler runs: the handler gets the
// schema's output, a bad query is the app's one 400 answer naming each field in the route's message,
// unknown parameters are dropped and a repeated one reads as a comma list.
import { Hono } from "hono";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { answerError } from "../../worker/api-error.ts";
import { query } from "../../worker/middleware/query.ts";

const ListSchema = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, "must be a whole number"), v.transform(Number)), "1"),
  ids: v.optional(v.pipe(v.string(), v.regex(/^\d+(,\d+)*$/, "must be ids"))),
});

const app = new Hono()
  .get("/list", query(ListSchema, "api.listing-query-invalid"), (c) => c.json(c.req.valid("query")))
  .onError(answerError);

const get = async (search: string) => {
  const response = await app.request(`/list${search}`, { headers: { "accept-language": "en" } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe("a checked query", () => {
  it("reaches the handler as the schema's output, defaults filled and unknown parameters dropped", async () => {
    expect(await get("?page=3&utm_source=mail")).toEqual({ status: 200, body: { page: 3 } });
    expect(await get("")).toEqual({ status: 200, body: { page: 1 } });
  });

  it("is refused with the route's message and a message per bad field", async () => {
    const { status, body } = await get("?page=two&ids=x");
    expect(status).toBe(400);
    expect(body).toEqual({
      status: 400,
      message: "The product list could not be shown with these choices.",
      errors: [
        { key: "page", value: "must be a whole number" },
        { key: "ids", value: "must be ids" },
      ],
    });
  });

  it("reads a repeated parameter as a comma list: a list passes, a single value given twice fails its rule", async () => {
    expect(await get("?ids=1&ids=2")).toEqual({ status: 200, body: { page: 1, ids: "1,2" } });
    expect(await get("?page=1&page=2")).toMatchObject({ status: 400, body: { errors: [{ key: "page" }] } });
  });
});
