// The account forms' rules, each loaded with the one module that holds them all (account-rules.ts)
// on the form's first focus or press, so the membership pages hydrate without the schemas.
import { type FormRules, lazyRules } from "../../components/form/form-rules.ts";

const rulesOf = (name: "forgotPassword" | "emailChange" | "accountDeletion" | "address"): FormRules =>
  lazyRules(() => import("./account-rules.ts").then((rules) => ({ check: rules[name] })));

export const forgotPasswordRules = rulesOf("forgotPassword");
export const emailChangeRules = rulesOf("emailChange");
export const accountDeletionRules = rulesOf("accountDeletion");
export const addressRules = rulesOf("address");
