// A checkout mutation that shows the spec's checkout-error snackbars when it fails (spec 000 §8),
// unless the caller handles the failure itself (quiet).
import { type UseMutationOptions, useMutation } from "@tanstack/react-query";
import { useSnackbars } from "../../components/snackbars/SnackbarProvider.tsx";
import { useLingui } from "@lingui/react";
import { checkoutErrorSnackbars } from "./checkout-error-snackbars.ts";

export function useCheckoutMutation<Result, Input>(options: UseMutationOptions<Result, Error, Input> & { quiet?: boolean }) {
  const snackbars = useSnackbars();
  const { i18n } = useLingui();
  const { quiet, onError, ...rest } = options;
  return useMutation<Result, Error, Input>({
    ...rest,
    onError: (error, input, context, mutation) => {
      if (!quiet) for (const snackbar of checkoutErrorSnackbars(error, i18n)) snackbars.show(snackbar);
      onError?.(error, input, context, mutation);
    },
  });
}
