// Cart mutation errors as snackbars (spec 000 §8): on a 4xx with a list of errors, each entry's value
// is a warning with a 'view cart' action (an error if the value is empty); otherwise one error
// snackbar with the default cart-error text.
import type { SnackbarInput } from "../../components/snackbars/snackbar.ts";
import type { Translate } from "../../i18n/useT.ts";
import { CartRequestError } from "./cart-api.ts";

export function cartErrorSnackbars(error: unknown, t: Translate, viewCart: () => void): SnackbarInput[] {
  const entries =
    error instanceof CartRequestError && error.status >= 400 && error.status < 500 ? (error.body?.errors ?? []) : [];
  if (!entries.length) return [{ text: t("shop.cart-error-default"), variant: "error" }];
  return entries.map((entry) =>
    entry.value
      ? { text: entry.value, variant: "warning", actionText: t("shop.view-cart"), action: viewCart }
      : { text: t("shop.cart-error-default"), variant: "error" },
  );
}
