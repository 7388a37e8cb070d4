// The rules of the member's account forms (spec 001 §5), from the same schemas the worker checks the
// calls with: an email as the checkout takes it, a current password, a delivery address under the
// checkout's rules. The membership pages' chunk holds them, so a press is checked at once.
import * as v from "valibot";
import { MEMBER_PASSWORD } from "../../../shared/rules/field-limits.ts";
import { DeliveryAddressFormSchema, ShippingAddressSchema } from "../../../shared/schemas/checkout-forms.ts";
import { required } from "../../../shared/schemas/form-fields.ts";
import { schemaCheck } from "../../components/form/form-issues.ts";
import { readyRules } from "../../components/form/form-rules.ts";

const { email } = ShippingAddressSchema.entries;
const currentPassword = v.pipe(required(), v.maxLength(MEMBER_PASSWORD.max, /*i18n*/ "form.max-length"));

export const forgotPasswordRules = readyRules({ check: schemaCheck(v.object({ email })) });
export const emailChangeRules = readyRules({ check: schemaCheck(v.object({ email, password: currentPassword })) });
export const accountDeletionRules = readyRules({ check: schemaCheck(v.object({ password: currentPassword })) });
export const addressRules = readyRules({ check: schemaCheck(DeliveryAddressFormSchema) });
