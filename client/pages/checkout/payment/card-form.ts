// The demo card provider's form: its fields, empty to start, and its rules (card-rules.ts, the
// contract's card rules), loaded with the payment step.
import { lazyRules } from "../../../components/form/form-rules.ts";

export type CardFormValues = { holderName: string; cardNumber: string; expiry: string; cvc: string };
export const EMPTY_CARD: CardFormValues = { holderName: "", cardNumber: "", expiry: "", cvc: "" };
export const CARD_FIELDS = ["holderName", "cardNumber", "expiry", "cvc"];
export const cardRules = lazyRules(() => import("./card-rules.ts"));
