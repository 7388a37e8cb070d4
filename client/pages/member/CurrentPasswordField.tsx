// The current password an account change asks for (a new email address, deleting the account): the
// same label and autocomplete wherever it is asked.
import { useLingui } from "@lingui/react";
import { TextField } from "../../components/form/TextField.tsx";
import type { ValidatedForm } from "../../components/form/useValidatedForm.ts";

export function CurrentPasswordField<V extends { password: string }>({
  form,
  readOnly,
}: {
  form: ValidatedForm<V>;
  readOnly?: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <TextField
      form={form}
      path="password"
      type="password"
      label={i18n._("member.current-password")}
      autoComplete="current-password"
      readOnly={readOnly}
    />
  );
}
