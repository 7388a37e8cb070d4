// The member's address book for the browser (issue 42): list, add, change and remove delivery
// addresses, one of them the default the checkout offers. Each call is made with the member's token;
// another member's address is 404, as one that never was. Never stored; 401 for visitors.
import { Hono } from "hono";
import * as v from "valibot";
import { MemberAddressBodySchema, MemberAddressSchema } from "../../shared/schemas/member.ts";
import type { AppBindings } from "../env.ts";
import { ApiError } from "../api-error.ts";
import { asMember } from "../member/member-calls.ts";
import { jsonBody, sameOrigin } from "../middleware/guards.ts";
import { noStore } from "../middleware/no-store.ts";

const BOOK = "/api/cda/me/addresses";
const NOT_FOUND = /*i18n*/ "member.address-not-found";
/** An address id as the customers API makes them; anything else is no address of anyone's (and never reaches its path). */
function addressPath(id: string): string {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)) throw new ApiError(404, NOT_FOUND);
  return `${BOOK}/${id}`;
}

export const memberAddressRoutes = new Hono<AppBindings>()
  .use(noStore)
  .get("/", async (c) => c.json(await asMember(c, BOOK, v.array(MemberAddressSchema))))
  .post("/", sameOrigin, jsonBody(MemberAddressBodySchema), async (c) =>
    c.json(await asMember(c, BOOK, MemberAddressSchema, { method: "POST", json: c.req.valid("json") }), 201),
  )
  .put("/:id", sameOrigin, jsonBody(MemberAddressBodySchema), async (c) =>
    c.json(
      await asMember(
        c,
        addressPath(c.req.param("id")),
        MemberAddressSchema,
        { method: "PUT", json: c.req.valid("json") },
        NOT_FOUND,
      ),
    ),
  )
  .delete("/:id", sameOrigin, async (c) => {
    await asMember(c, addressPath(c.req.param("id")), v.null(), { method: "DELETE" }, NOT_FOUND);
    return c.body(null, 204);
  });
