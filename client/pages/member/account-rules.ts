// The rules of the member's account forms (spec 001 §5), from the same schemas the worker checks the
// calls with: an email as the checkout takes it, a current password, a delivery address under the
// checkout's rules. Loaded on a form's first use (account-forms.ts), as the checkout's are.
import * as v from "valibot";
import { MEMBER_PASSWORD } from "../../../shared/rules/field-limits.ts";
import { DeliveryAddressFormSchema, ShippingAddressSchema } from "../../../shared/schemas/checkout-forms.ts";
import { required } from "../../../shared/schemas/form-fields.ts";
import { schemaCheck } from "../../components/form/form-issues.ts";

const { email } = ShippingAddressSchema.entries;
const currentPassword = v.pipe(required(), v.maxLength(MEMBER_PASSWORD.max, /*i18n*/ "form.max-length"));

export const forgotPassword = schemaCheck(v.object({ email }));
export const emailChange = schemaCheck(v.object({ email, password: currentPassword }));
export const accountDeletion = schemaCheck(v.object({ password: currentPassword }));
export const address = schemaCheck(DeliveryAddressFormSchema);
