// The checkout user-details form's rules, loaded with the checkout's steps (form-rules.ts): the
// delivery address as the forms ask for it, and the buyer's email.
import * as v from "valibot";
import { DeliveryAddressFormSchema, ShippingAddressSchema } from "../../../shared/schemas/checkout-forms.ts";
import { schemaCheck } from "../../components/form/form-issues.ts";

const UserDetailsSchema = v.object({ ...DeliveryAddressFormSchema.entries, email: ShippingAddressSchema.entries.email });

export const check = schemaCheck(UserDetailsSchema);
