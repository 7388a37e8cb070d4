// Deleting a member's account (issue 42; GDPR article 17): the member, their tokens, keys, links,
// addresses and marketing consents go in one batch; their orders stay for accounting, without the
// name, email, phone, address or greeting (only the delivery country, which the tax needs).
export async function deleteMember(db: D1Database, member: { id: string; email: string }) {
  const byMember = (table: string) => db.prepare(`DELETE FROM ${table} WHERE member_id = ?`).bind(member.id);
  await db.batch([
    db
      .prepare(
        `UPDATE checkout_orders SET email = '', greeting = NULL, member_id = NULL,
         shipping_address = json_object('countryCode', json_extract(shipping_address, '$.countryCode'))
         WHERE member_id = ?`,
      )
      .bind(member.id),
    byMember("member_widget_keys"),
    byMember("member_tokens"),
    byMember("member_auth_codes"),
    byMember("member_links"),
    byMember("member_addresses"),
    db
      .prepare("DELETE FROM marketing_consents WHERE token_hash IN (SELECT token_hash FROM marketing_people WHERE email = ?)")
      .bind(member.email),
    db.prepare("DELETE FROM marketing_people WHERE email = ?").bind(member.email),
    db.prepare("DELETE FROM members WHERE id = ?").bind(member.id),
  ]);
}
