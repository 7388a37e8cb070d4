// The news provider's subscriptions in D1 (migration 0024): who asked for which feed's releases, in
// which language and categories, and when they accepted the privacy statement. Each gets an opaque
// identifier, which the thank-you page receives in its address instead of anything personal.
import type { SubscriptionPost } from "../../../../shared/schemas/press-release-subscription.ts";

export function subscriptionStore(db: D1Database) {
  return {
    async record(post: SubscriptionPost, now = new Date()): Promise<string> {
      const identifier = crypto.randomUUID();
      const at = now.toISOString();
      await db
        .prepare(
          `INSERT INTO press_release_subscriptions (identifier, feed_id, name, email, language, reply_language,
            category_codes, privacy_accepted_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          identifier,
          post.subscriptionUniqueIdentifier,
          post.name,
          post.email,
          post.language,
          post.Replylanguage,
          JSON.stringify(post.categoryCodes),
          at,
          at,
        )
        .run();
      return identifier;
    },

    /** The campaign data of a subscription's thank-you page: nothing personal, only what it was for. */
    async thankYou(identifier: string) {
      const row = await db
        .prepare("SELECT feed_id, language, created_at FROM press_release_subscriptions WHERE identifier = ?")
        .bind(identifier)
        .first<{ feed_id: string; language: string; created_at: string }>();
      return row
        ? {
            identifier,
            campaign: "press-release-subscription",
            feedId: row.feed_id,
            language: row.language,
            subscribedAt: row.created_at,
          }
        : null;
    },
  };
}
