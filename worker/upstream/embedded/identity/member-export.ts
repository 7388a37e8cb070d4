// The member's data as one document (issue 42; GDPR articles 15 and 20): the profile, preferences,
// address book, orders with their lines and the marketing consents given to the member's address.
// Never the password's hash, tokens or links.
import type { MemberExport } from "../../../../shared/schemas/member.ts";
import { memberAddresses } from "./address-book.ts";
import type { MemberRow } from "./member-store.ts";

export async function memberExport(db: D1Database, member: MemberRow): Promise<MemberExport> {
  const created = await db.prepare("SELECT created_at FROM members WHERE id = ?").bind(member.id).first<{ created_at: string }>();
  const orders = await db
    .prepare(
      `SELECT o.id, o.order_number, o.created_at, o.status, o.currency, o.totals, o.shipping_address, o.email, o.consents,
       (SELECT json_group_array(json_object('code', l.code, 'name', l.display_name, 'quantity', l.quantity))
        FROM checkout_order_lines l WHERE l.order_id = o.id) AS lines
       FROM checkout_orders o WHERE o.member_id = ? ORDER BY o.created_at`,
    )
    .bind(member.id)
    .all<{
      order_number: string;
      created_at: string;
      status: string;
      currency: string;
      totals: string;
      shipping_address: string;
      email: string;
      consents: string;
      lines: string;
    }>();
  const consents = await db
    .prepare(
      `SELECT p.id, p.kind, p.version, c.granted, c.changed_at FROM marketing_consents c
       JOIN marketing_people m ON m.token_hash = c.token_hash JOIN consent_policies p ON p.id = c.policy_id
       WHERE m.email = ? ORDER BY c.changed_at`,
    )
    .bind(member.email)
    .all<{ id: number; kind: string; version: string; granted: number; changed_at: string }>();
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      id: member.id,
      email: member.email,
      emailConfirmed: member.email_confirmed === 1,
      pendingEmail: member.pending_email,
      firstName: member.first_name,
      lastName: member.last_name,
      phone: member.phone,
      address: { street: member.street, postalCode: member.postal_code, city: member.city, country: member.country },
      memberSince: created?.created_at ?? null,
    },
    preferences: { marketingUpdates: member.marketing_updates === 1 },
    addresses: await memberAddresses(db, member.id),
    orders: orders.results.map((order) => ({
      orderNumber: order.order_number,
      date: order.created_at,
      status: order.status,
      currency: order.currency,
      email: order.email,
      totals: JSON.parse(order.totals) as Record<string, number>,
      shippingAddress: JSON.parse(order.shipping_address) as Record<string, unknown>,
      consents: JSON.parse(order.consents) as unknown[],
      lines: JSON.parse(order.lines) as { code: string; name: string; quantity: number }[],
    })),
    consents: consents.results.map((consent) => ({
      policyId: consent.id,
      kind: consent.kind,
      version: consent.version,
      granted: consent.granted === 1,
      changedAt: consent.changed_at,
    })),
  };
}
