// The card form's rules (form-rules.ts): the contract's card rules.
import * as v from "valibot";
import { CardPaymentBodySchema } from "../../../../shared/schemas/checkout-forms.ts";
import { schemaCheck } from "../../../components/form/form-issues.ts";

export const check = schemaCheck(v.object(CardPaymentBodySchema.entries));
