// The signed-in member's data at the worker's boundary (spec 001 §3 "Order history row", "Email
// preferences"): what the identity provider and commerce API answer, parsed before the browser gets it.
import * as v from "valibot";

/** The membership user of spec 001 §3, as GET /api/me/member answers it (built by the worker from userinfo). */
export interface MembershipUser {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  address: { street: string | null; postalCode: string | null; city: string | null; country: string | null };
  marketingUpdates: boolean;
}

export const OrderHistoryRowSchema = v.object({
  id: v.string(),
  orderNumber: v.string(),
  date: v.pipe(v.string(), v.isoTimestamp()),
  /** Shipped, Delivered, Pending, Processing or Cancelled; other values are shown as they come (spec 001 §4). */
  status: v.string(),
  total: v.string(),
  itemCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  canReorder: v.boolean(),
});
export type OrderHistoryRow = v.InferOutput<typeof OrderHistoryRowSchema>;

export const EmailPreferencesSchema = v.strictObject({ marketingUpdates: v.boolean() });
export type EmailPreferences = v.InferOutput<typeof EmailPreferencesSchema>;
