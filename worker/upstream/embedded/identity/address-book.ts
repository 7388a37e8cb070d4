// Members' address books (issue 42) at the embedded customers API, each call with the member's token
// (the member comes from member-api.ts's check): list, add, change and remove addresses, one of them
// the default delivery address. An address of another member is as missing as one that never was.
import { type Context, Hono } from "hono";
import * as v from "valibot";
import { type MemberAddress, type MemberAddressBody, MemberAddressBodySchema } from "../../../../shared/schemas/member.ts";
import type { Env } from "../../../env.ts";
import { MEMBER_ADDRESSES_MAX } from "../../../../shared/rules/field-limits.ts";
import type { MemberRow } from "./member-store.ts";

type AddressBookBindings = { Bindings: Env; Variables: { member: MemberRow } };

const MOST_ADDRESSES = MEMBER_ADDRESSES_MAX;

interface AddressRow {
  id: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  line1: string;
  line2: string | null;
  postal_code: string;
  city: string;
  country_code: string;
  is_default: number;
}

const toAddress = (row: AddressRow): MemberAddress => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  phoneNumber: row.phone_number,
  line1: row.line1,
  line2: row.line2,
  postalCode: row.postal_code,
  city: row.city,
  countryCode: row.country_code,
  isDefault: row.is_default === 1,
});

const COLUMNS = "id, first_name, last_name, phone_number, line1, line2, postal_code, city, country_code, is_default";

export async function memberAddresses(db: D1Database, memberId: string): Promise<MemberAddress[]> {
  const rows = await db
    .prepare(`SELECT ${COLUMNS} FROM member_addresses WHERE member_id = ? ORDER BY is_default DESC, created_at, id`)
    .bind(memberId)
    .all<AddressRow>();
  return rows.results.map(toAddress);
}

async function oneAddress(db: D1Database, memberId: string, id: string): Promise<MemberAddress | null> {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM member_addresses WHERE id = ? AND member_id = ?`)
    .bind(id, memberId)
    .first<AddressRow>();
  return row ? toAddress(row) : null;
}

const refuse = (c: Context, status: 400 | 404 | 409, message: string) => c.json({ status, message, errors: [] }, status);

async function addressBody(c: Context): Promise<MemberAddressBody | null> {
  const parsed = v.safeParse(MemberAddressBodySchema, await c.req.json().catch(() => null));
  return parsed.success ? parsed.output : null;
}

/** Makes one address the default: the others stop being it, in the same batch. */
const defaultStatements = (db: D1Database, memberId: string, id: string) => [
  db.prepare("UPDATE member_addresses SET is_default = 0 WHERE member_id = ? AND id != ?").bind(memberId, id),
  db.prepare("UPDATE member_addresses SET is_default = 1 WHERE member_id = ? AND id = ?").bind(memberId, id),
];

const fields = (body: MemberAddressBody) =>
  [
    body.firstName,
    body.lastName,
    body.phoneNumber,
    body.line1,
    body.line2 ?? null,
    body.postalCode,
    body.city,
    body.countryCode,
  ] as const;

export const addressBookApi = new Hono<AddressBookBindings>()
  .get("/", async (c) => c.json(await memberAddresses(c.env.DB, c.get("member").id)))
  .post("/", async (c) => {
    const body = await addressBody(c);
    if (!body) return refuse(c, 400, "An address needs the checkout's fields");
    const memberId = c.get("member").id;
    const id = crypto.randomUUID();
    // The insert counts the member's addresses itself, so two racing adds cannot pass the bound.
    const [inserted] = await c.env.DB.batch([
      c.env.DB.prepare(
        `INSERT INTO member_addresses (id, member_id, first_name, last_name, phone_number, line1, line2, postal_code, city,
         country_code, is_default, created_at)
         SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ? WHERE (SELECT COUNT(*) FROM member_addresses WHERE member_id = ?) < ?`,
      ).bind(id, memberId, ...fields(body), new Date().toISOString(), memberId, MOST_ADDRESSES),
      // The first address is the default, whatever was asked.
      c.env.DB.prepare(
        "UPDATE member_addresses SET is_default = 1 WHERE id = ? AND NOT EXISTS (SELECT 1 FROM member_addresses WHERE member_id = ? AND is_default = 1)",
      ).bind(id, memberId),
    ]);
    if (inserted?.meta.changes !== 1) return refuse(c, 409, `A member keeps at most ${MOST_ADDRESSES} addresses`);
    if (body.isDefault) await c.env.DB.batch(defaultStatements(c.env.DB, memberId, id));
    return c.json(await oneAddress(c.env.DB, memberId, id), 201);
  })
  .put("/:id", async (c) => {
    const body = await addressBody(c);
    if (!body) return refuse(c, 400, "An address needs the checkout's fields");
    const memberId = c.get("member").id;
    const id = c.req.param("id");
    const updated = await c.env.DB.prepare(
      `UPDATE member_addresses SET first_name = ?, last_name = ?, phone_number = ?, line1 = ?, line2 = ?, postal_code = ?,
       city = ?, country_code = ? WHERE id = ? AND member_id = ?`,
    )
      .bind(...fields(body), id, memberId)
      .run();
    if (updated.meta.changes !== 1) return refuse(c, 404, "No such address");
    if (body.isDefault) await c.env.DB.batch(defaultStatements(c.env.DB, memberId, id));
    return c.json(await oneAddress(c.env.DB, memberId, id));
  })
  .delete("/:id", async (c) => {
    const memberId = c.get("member").id;
    const [deleted] = await c.env.DB.batch([
      c.env.DB.prepare("DELETE FROM member_addresses WHERE id = ? AND member_id = ?").bind(c.req.param("id"), memberId),
      // When the default goes, the oldest address left becomes it: a book with addresses always has one.
      c.env.DB.prepare(
        `UPDATE member_addresses SET is_default = 1 WHERE id = (SELECT id FROM member_addresses WHERE member_id = ?1 ORDER BY created_at, id LIMIT 1)
         AND NOT EXISTS (SELECT 1 FROM member_addresses WHERE member_id = ?1 AND is_default = 1)`,
      ).bind(memberId),
    ]);
    if (deleted?.meta.changes !== 1) return refuse(c, 404, "No such address");
    return c.body(null, 204);
  });
