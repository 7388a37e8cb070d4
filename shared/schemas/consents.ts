// The marketing consents of a person an email reached (spec 000 §7 consent policies: get,
// unsubscribe, revoke), at the worker's boundary: the browser sends the token of the email's link,
// the worker forwards it and checks what comes back.
import * as v from "valibot";

/** The token of an email's link: what identifies the person, and all that does. */
const Token = v.pipe(v.string(/*i18n*/ "form.required"), v.regex(/^[\w-]{16,128}$/, /*i18n*/ "consents.token-invalid"));

export const ConsentTokenBodySchema = v.strictObject({ token: Token });
export type ConsentTokenBody = v.InferOutput<typeof ConsentTokenBodySchema>;

/** Withdraws the named consents; nothing here grants one. */
export const UnsubscribeBodySchema = v.strictObject({
  token: Token,
  policyIds: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
    v.minLength(1, /*i18n*/ "form.required"),
    v.maxLength(20, /*i18n*/ "form.max-length"),
  ),
});
export type UnsubscribeBody = v.InferOutput<typeof UnsubscribeBodySchema>;

export const PersonConsentsSchema = v.object({
  email: v.string(),
  consents: v.array(v.object({ policyId: v.number(), title: v.string(), summary: v.string(), granted: v.boolean() })),
});
export type PersonConsents = v.InferOutput<typeof PersonConsentsSchema>;
