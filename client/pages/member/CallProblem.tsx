// What a refused or failed account call says: the worker's message for a refusal (a wrong password,
// a full address book), which it answers in the shopper's language, else a plain try-again.
import { useLingui } from "@lingui/react";
import { ApiRequestError } from "../../app/api-client.ts";

export function CallProblem({ error }: { error: Error | null }) {
  const { i18n } = useLingui();
  if (!error) return null;
  const refusal = error instanceof ApiRequestError && error.refused ? error.body?.message : undefined;
  return (
    <p role="alert" className="account-form__problem">
      {refusal ?? i18n._("member.account.failed")}
    </p>
  );
}
