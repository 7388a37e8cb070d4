// Checkout errors as snackbars (spec 000 §8): a 4xx with an errors array shows one snackbar per entry
// (its value as a warning, or the default message as an error); an errors object shows its messages
// joined (error); any other failure shows the default checkout error.
import type { SnackbarInput } from "../../components/snackbars/snackbar.ts";
import type { I18n } from "@lingui/core";
import { ApiRequestError } from "../../app/api-client.ts";

function messagesOf(errors: object): string[] {
  return Object.values(errors).flatMap((value) =>
    typeof value === "string" ? [value] : Array.isArray(value) ? value.filter((item) => typeof item === "string") : [],
  );
}

export function checkoutErrorSnackbars(error: unknown, i18n: I18n): SnackbarInput[] {
  const fallback: SnackbarInput = { text: i18n._("checkout-ui.error-default"), variant: "error" };
  if (!(error instanceof ApiRequestError) || !error.refused) return [fallback];
  const errors = error.body?.errors;
  if (Array.isArray(errors) && errors.length) {
    return errors.map((entry: { value?: unknown }) =>
      typeof entry?.value === "string" && entry.value ? { text: entry.value, variant: "warning" } : fallback,
    );
  }
  if (errors && typeof errors === "object" && !Array.isArray(errors)) {
    const text = messagesOf(errors).join(" ");
    if (text) return [{ text, variant: "error" }];
  }
  return [fallback];
}
