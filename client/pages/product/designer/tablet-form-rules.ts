// The designer's rules, loaded on first use (form-rules.ts): the form's check and the `customTablet`
// object that add-to-cart sends, built from the values and checked with the shared schema.
import * as v from "valibot";
import { joinPhone } from "../../../../shared/rules/phone.ts";
import { CustomTabletSchema, TabletFormSchema } from "../../../../shared/schemas/custom-tablet.ts";
import { schemaCheck } from "../../../components/form/form-issues.ts";
import type { TabletFormValues } from "./tablet-form-values.ts";

export const check = schemaCheck(TabletFormSchema);

/** Every designer field except quantity, with the phone as prefix plus number. */
export function toCustomTablet(values: TabletFormValues) {
  const { quantity: _quantity, phone, ...fields } = values;
  return v.safeParse(CustomTabletSchema, { ...fields, phone: joinPhone(phone) });
}
