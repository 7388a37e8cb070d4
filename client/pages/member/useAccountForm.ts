// One account form's state and call: its values under its rules, a submit that touches every field
// and sends only values that pass, and the call's answer (pending, done, or the worker's refusal,
// whose message is already in the shopper's language).
import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import type { FormRules } from "../../components/form/form-rules.ts";
import { useValidatedForm } from "../../components/form/useValidatedForm.ts";

export interface AccountFormOptions<V, T> {
  rules: FormRules;
  initial: V | (() => V);
  /** Every field's path, touched by a submit. */
  fields: readonly string[];
  send: (values: V) => Promise<T>;
  onSent?: (answer: T, values: V) => void;
}

export function useAccountForm<V, T>({ rules, initial, fields, send, onSent }: AccountFormOptions<V, T>) {
  const form = useValidatedForm<V>(rules, initial);
  const call = useMutation({ mutationFn: send, onSuccess: onSent });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.touch(...fields);
    if (call.isPending) return;
    const { values } = form;
    form.whenChecked(fields, (valid) => {
      if (valid) call.mutate(values);
    });
  };
  return { form, call, submit };
}
