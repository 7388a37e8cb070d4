// The signed-in member's data at the worker's boundary (spec 001 §3 "Order history row", "Email
// preferences"): what the identity provider and commerce API answer, parsed before the browser gets it.
import * as v from "valibot";
import { ShippingAddressSchema } from "./checkout.ts";
import { LANGUAGES } from "../languages.ts";
import { MEMBER_PASSWORD } from "../rules/field-limits.ts";

/** The membership user of spec 001 §3, as GET /api/me/member answers it (built by the worker from userinfo). */
export interface MembershipUser {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  address: { street: string | null; postalCode: string | null; city: string | null; country: string | null };
  marketingUpdates: boolean;
  /** False until the member follows the link mailed to the address. */
  emailConfirmed: boolean;
  /** A new address waiting for its link to be followed; the old one holds until then. */
  pendingEmail: string | null;
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

/** The profile widget's data (spec 001 §3 "Account widget data"). */
export const WidgetDataSchema = v.object({ userIdEncrypted: v.string() });
export type WidgetData = v.InferOutput<typeof WidgetDataSchema>;

export const EmailPreferencesSchema = v.strictObject({ marketingUpdates: v.boolean() });
export type EmailPreferences = v.InferOutput<typeof EmailPreferencesSchema>;

export const MemberPasswordSchema = v.pipe(
  v.string(/*i18n*/ "form.required"),
  v.minLength(MEMBER_PASSWORD.min, /*i18n*/ "form.password-too-short"),
  v.maxLength(MEMBER_PASSWORD.max, /*i18n*/ "form.max-length"),
);

/** A password that is the account's own email address is the first one an attacker tries. */
export const passwordDiffersFromEmail = (password: string, email: string) =>
  password.trim().toLowerCase() !== email.trim().toLowerCase();

const { firstName, lastName, email } = ShippingAddressSchema.entries;
const optionalText = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, /*i18n*/ "form.max-length"))), null);

/** A member's address: the checkout's email rule. */
export const MemberEmailSchema = email;

/** A new address for the member (PUT /api/me/member/email): confirmed by a link before it counts. */
export const EmailChangeBodySchema = v.strictObject({
  email,
  password: v.pipe(v.string(/*i18n*/ "form.required"), v.maxLength(MEMBER_PASSWORD.max, /*i18n*/ "form.max-length")),
  language: v.picklist(LANGUAGES),
});

/** What a change of address answers: the address now waiting for confirmation. */
export const EmailChangeAnswerSchema = v.object({ pendingEmail: v.string() });

const { phoneNumber, line1, line2, postalCode, city, countryCode } = ShippingAddressSchema.entries;

/** An address-book entry as the member writes it (POST, PUT /api/me/member/addresses): the checkout's rules. */
export const MemberAddressBodySchema = v.strictObject({
  firstName,
  lastName,
  phoneNumber,
  line1,
  line2,
  postalCode,
  city,
  countryCode,
  /** The default delivery address, which the checkout offers; the first address is the default. */
  isDefault: v.optional(v.boolean(), false),
});
export type MemberAddressBody = v.InferOutput<typeof MemberAddressBodySchema>;

export const MemberAddressSchema = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  phoneNumber: v.string(),
  line1: v.string(),
  line2: v.nullable(v.string()),
  postalCode: v.string(),
  city: v.string(),
  countryCode: v.string(),
  isDefault: v.boolean(),
});
export type MemberAddress = v.InferOutput<typeof MemberAddressSchema>;

/** The member's data as a download (GET /api/me/member/export): what the customers API keeps of them. */
export const MemberExportSchema = v.object({
  exportedAt: v.string(),
  profile: v.object({
    id: v.string(),
    email: v.string(),
    emailConfirmed: v.boolean(),
    pendingEmail: v.nullable(v.string()),
    firstName: v.string(),
    lastName: v.string(),
    phone: v.nullable(v.string()),
    address: v.object({
      street: v.nullable(v.string()),
      postalCode: v.nullable(v.string()),
      city: v.nullable(v.string()),
      country: v.nullable(v.string()),
    }),
    memberSince: v.nullable(v.string()),
  }),
  preferences: v.object({ marketingUpdates: v.boolean() }),
  addresses: v.array(MemberAddressSchema),
  orders: v.array(
    v.object({
      orderNumber: v.string(),
      date: v.string(),
      status: v.string(),
      currency: v.string(),
      email: v.string(),
      totals: v.record(v.string(), v.number()),
      shippingAddress: v.record(v.string(), v.unknown()),
      consents: v.array(v.unknown()),
      lines: v.array(v.object({ code: v.string(), name: v.string(), quantity: v.number() })),
    }),
  ),
  consents: v.array(
    v.object({ policyId: v.number(), kind: v.string(), version: v.string(), granted: v.boolean(), changedAt: v.string() }),
  ),
});
export type MemberExport = v.InferOutput<typeof MemberExportSchema>;

/** Deleting the account (DELETE /api/me/member): the current password, as a second look that it is the member. */
export const AccountDeletionBodySchema = v.strictObject({
  password: v.pipe(
    v.string(/*i18n*/ "form.required"),
    v.nonEmpty(/*i18n*/ "form.required"),
    v.maxLength(MEMBER_PASSWORD.max, /*i18n*/ "form.max-length"),
  ),
});

/** A forgotten password (POST /api/auth/password-reset, the customers API's password token). */
export const PasswordResetBodySchema = v.strictObject({ email, language: v.picklist(LANGUAGES) });
export type PasswordResetBody = v.InferOutput<typeof PasswordResetBodySchema>;

/**
 * A new member (POST /api/auth/sign-up, the customers API's signup): the checkout's buyer who ticks
 * 'become a member' signs up with the details just given and a password of their own.
 */
export const SignUpBodySchema = v.pipe(
  v.strictObject({
    email,
    firstName,
    lastName,
    phoneNumber: optionalText(32),
    /** The delivery address the buyer just gave, kept as the member's address. */
    address: v.optional(
      v.nullable(
        v.strictObject({
          street: optionalText(255),
          postalCode: optionalText(16),
          city: optionalText(255),
          country: optionalText(3),
        }),
      ),
      null,
    ),
    password: MemberPasswordSchema,
    marketingUpdates: v.optional(v.boolean(), false),
  }),
  v.forward(
    v.partialCheck(
      [["email"], ["password"]],
      (input) => passwordDiffersFromEmail(input.password, input.email),
      /*i18n*/ "form.password-is-email",
    ),
    ["password"],
  ),
);
export type SignUpBody = v.InferOutput<typeof SignUpBodySchema>;
