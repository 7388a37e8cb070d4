// Cart mutation errors as snackbars (spec 000 §8): on a 4xx with a list of errors, each entry's value
// is a warning with a 'view cart' action (an error if the value is empty); otherwise one error
// snackbar with the default cart-error text.
import type { SnackbarInput } from "../../components/snackbars/snackbar.ts";
import type { I18n } from "@lingui/core";
import { ApiRequestError } from "../../app/api-client.ts";

export function cartErrorSnackbars(error: unknown, i18n: I18n, viewCart: () => void): SnackbarInput[] {
  const entries = error instanceof ApiRequestError && error.refused ? error.entries : [];
  if (!entries.length) return [{ text: i18n._("shop.cart-error-default"), variant: "error" }];
  return entries.map((entry) =>
    entry.value
      ? { text: entry.value, variant: "warning", actionText: i18n._("shop.view-cart"), action: viewCart }
      : { text: i18n._("shop.cart-error-default"), variant: "error" },
  );
}
