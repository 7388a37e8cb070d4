// The embedded identity provider's state in D1: members' password check, one-time
// authorization codes bound to a PKCE challenge, bearer tokens, and the profile widget's keys, each
// stored only as a hash; a widget key lives no longer than the token it was issued to.
import { sha256Base64Url as sha256, toBase64Url } from "../../../editor/hmac.ts";
import { accountPasswordMatches, hashPassword } from "../editor/password.ts";

/** A code is exchanged by the site's server at once: a minute is plenty and keeps a leaked one useless. */
const CODE_SECONDS = 60;
/** A member stays signed in for a working day (the site's session lives as long as its token). */
export const MEMBER_TOKEN_SECONDS = 12 * 60 * 60;
/** A profile widget's key lives as long as someone plausibly keeps the my-account page open. */
const WIDGET_KEY_SECONDS = 30 * 60;

export interface MemberRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  country: string | null;
  marketing_updates: number;
  email_confirmed: number;
  pending_email: string | null;
}

export type ProfileField = "firstName" | "lastName" | "phone" | "street" | "postalCode" | "city" | "country";

const MEMBER_COLUMNS =
  "id, email, first_name, last_name, phone, street, postal_code, city, country, marketing_updates, email_confirmed, pending_email";

/** A new member's account as the sign-up page or the customers API sends it, already validated. */
export interface NewMember {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  address: { street: string | null; postalCode: string | null; city: string | null; country: string | null } | null;
  password: string;
  marketingUpdates: boolean;
}

const randomSecret = () => toBase64Url(crypto.getRandomValues(new Uint8Array(32)));

export function memberStore(db: D1Database, now = () => Date.now()) {
  const seconds = () => Math.floor(now() / 1000);

  return {
    /** The member's id when the password matches; an unknown address takes as long as a wrong password. */
    async authenticate(email: string, password: string): Promise<string | null> {
      const row = await db
        .prepare("SELECT id, password_hash FROM members WHERE email = ?")
        .bind(email.trim().toLowerCase())
        .first<{ id: string; password_hash: string }>();
      // Checked whether or not the account exists, so both refusals take as long.
      const matches = await accountPasswordMatches(password, row?.password_hash);
      return row && matches ? row.id : null;
    },

    async byEmail(email: string): Promise<MemberRow | null> {
      return db
        .prepare(`SELECT ${MEMBER_COLUMNS} FROM members WHERE email = ?`)
        .bind(email.trim().toLowerCase())
        .first<MemberRow>();
    },

    /** Creates the account; null when the address already has one (checked by the UNIQUE column, so two racing sign-ups make one). */
    async register(member: NewMember): Promise<string | null> {
      const id = crypto.randomUUID();
      const created = await db
        .prepare(
          `INSERT OR IGNORE INTO members (id, email, first_name, last_name, phone, street, postal_code, city, country, password_hash,
           marketing_updates, created_at, email_confirmed) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)`,
        )
        .bind(
          id,
          member.email.trim().toLowerCase(),
          member.firstName,
          member.lastName,
          member.phoneNumber,
          member.address?.street ?? null,
          member.address?.postalCode ?? null,
          member.address?.city ?? null,
          member.address?.country ?? null,
          await hashPassword(member.password),
          member.marketingUpdates ? 1 : 0,
          new Date(now()).toISOString(),
        )
        .run();
      return created.meta.changes === 1 ? id : null;
    },

    /** A new password for the member; every token issued before is revoked, so every other session ends. */
    async changePassword(memberId: string, password: string) {
      await db.batch([
        db.prepare("UPDATE members SET password_hash = ? WHERE id = ?").bind(await hashPassword(password), memberId),
        db.prepare("DELETE FROM member_tokens WHERE member_id = ?").bind(memberId),
        db.prepare("DELETE FROM member_widget_keys WHERE member_id = ?").bind(memberId),
        // A reset link asked for earlier must not set the password again.
        db.prepare("DELETE FROM member_links WHERE member_id = ? AND purpose = 'password-reset'").bind(memberId),
      ]);
    },

    async issueCode(memberId: string, clientId: string, redirectUri: string, codeChallenge: string): Promise<string> {
      const code = randomSecret();
      await db.batch([
        db.prepare("DELETE FROM member_auth_codes WHERE expires_at <= ?").bind(seconds()),
        db
          .prepare(
            "INSERT INTO member_auth_codes (code_hash, member_id, client_id, redirect_uri, code_challenge, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
          )
          .bind(await sha256(code), memberId, clientId, redirectUri, codeChallenge, seconds() + CODE_SECONDS),
      ]);
      return code;
    },

    /**
     * The member a code was issued to, when the client, the redirect address and the PKCE verifier all
     * match. The code is deleted in the same statement that reads it, so it can be redeemed only once,
     * also when two exchanges race.
     */
    async redeemCode(code: string, clientId: string, redirectUri: string, codeVerifier: string): Promise<string | null> {
      const row = await db
        .prepare(
          "DELETE FROM member_auth_codes WHERE code_hash = ? RETURNING member_id, client_id, redirect_uri, code_challenge, expires_at",
        )
        .bind(await sha256(code))
        .first<{ member_id: string; client_id: string; redirect_uri: string; code_challenge: string; expires_at: number }>();
      if (!row || row.expires_at <= seconds() || row.client_id !== clientId || row.redirect_uri !== redirectUri) return null;
      return (await sha256(codeVerifier)) === row.code_challenge ? row.member_id : null;
    },

    /** A bearer token for the member: what the storefront's server calls the member's APIs with. */
    async issueToken(memberId: string): Promise<string> {
      const token = randomSecret();
      await db.batch([
        // Expired tokens take their widget keys with them (ON DELETE CASCADE).
        db.prepare("DELETE FROM member_tokens WHERE expires_at <= ?").bind(seconds()),
        db
          .prepare("INSERT INTO member_tokens (token_hash, member_id, expires_at) VALUES (?, ?, ?)")
          .bind(await sha256(token), memberId, seconds() + MEMBER_TOKEN_SECONDS),
      ]);
      return token;
    },

    async memberOfToken(token: string): Promise<MemberRow | null> {
      return db
        .prepare(
          `SELECT ${MEMBER_COLUMNS} FROM member_tokens JOIN members ON members.id = member_tokens.member_id
           WHERE token_hash = ? AND expires_at > ?`,
        )
        .bind(await sha256(token), seconds())
        .first<MemberRow>();
    },

    /**
     * The profile widget's key (userIdEncrypted): it reads and saves this member's profile, nothing
     * else, and only while the token it was issued to holds, so it ends with the member's session.
     */
    async issueWidgetKey(memberId: string, token: string): Promise<string> {
      const key = randomSecret();
      await db.batch([
        db.prepare("DELETE FROM member_widget_keys WHERE expires_at <= ?").bind(seconds()),
        db
          .prepare("INSERT INTO member_widget_keys (key_hash, member_id, token_hash, expires_at) VALUES (?, ?, ?, ?)")
          .bind(await sha256(key), memberId, await sha256(token), seconds() + WIDGET_KEY_SECONDS),
      ]);
      return key;
    },

    async memberOfWidgetKey(key: string): Promise<MemberRow | null> {
      return db
        .prepare(
          `SELECT ${MEMBER_COLUMNS} FROM member_widget_keys AS widget_key
           JOIN member_tokens AS token ON token.token_hash = widget_key.token_hash
           JOIN members ON members.id = widget_key.member_id
           WHERE widget_key.key_hash = ? AND widget_key.expires_at > ? AND token.expires_at > ?`,
        )
        .bind(await sha256(key), seconds(), seconds())
        .first<MemberRow>();
    },

    async updateProfile(memberId: string, profile: Record<ProfileField, string | null>) {
      await db
        .prepare(
          "UPDATE members SET first_name = ?, last_name = ?, phone = ?, street = ?, postal_code = ?, city = ?, country = ? WHERE id = ?",
        )
        .bind(
          profile.firstName,
          profile.lastName,
          profile.phone,
          profile.street,
          profile.postalCode,
          profile.city,
          profile.country,
          memberId,
        )
        .run();
    },

    /** Ends the token at once, and with it the widget keys issued to it. */
    async revokeToken(token: string) {
      await db
        .prepare("DELETE FROM member_tokens WHERE token_hash = ?")
        .bind(await sha256(token))
        .run();
    },
  };
}
