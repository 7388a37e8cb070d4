// The checkout user-details form's rules, loaded with the checkout's steps (form-rules.ts): the
// contract's address rules plus the phone prefix and local number.
import * as v from "valibot";
import { ShippingAddressSchema } from "../../../shared/schemas/checkout-forms.ts";
import { PhoneSchema } from "../../../shared/schemas/form-fields.ts";
import { schemaCheck } from "../../components/form/form-issues.ts";

const address = ShippingAddressSchema.entries;

/** The delivery address's fields, which the member's address book checks too. */
export const deliveryAddressEntries = {
  firstName: address.firstName,
  lastName: address.lastName,
  phone: PhoneSchema,
  shippingAddress: address.line1,
  shippingPostalCode: address.postalCode,
  shippingCity: address.city,
  shippingCountryCode: address.countryCode,
};

const UserDetailsSchema = v.object({ ...deliveryAddressEntries, email: address.email });

export const check = schemaCheck(UserDetailsSchema);
