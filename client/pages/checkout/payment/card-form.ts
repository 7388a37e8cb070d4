// The demo card provider's form: the contract's card rules, empty to start.
import * as v from "valibot";
import { CardPaymentBodySchema } from "../../../../shared/schemas/checkout.ts";

export const CardFormSchema = v.object(CardPaymentBodySchema.entries);
export type CardFormValues = { holderName: string; cardNumber: string; expiry: string; cvc: string };
export const EMPTY_CARD: CardFormValues = { holderName: "", cardNumber: "", expiry: "", cvc: "" };
export const CARD_FIELDS = ["holderName", "cardNumber", "expiry", "cvc"];
