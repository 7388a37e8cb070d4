// The providers every render needs, the same on the worker and in the browser.
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { SnackbarProvider } from "../components/snackbars/SnackbarProvider.tsx";
import { type Storefront, StorefrontReactContext } from "./storefront-context.ts";

export function Providers({ storefront, children }: { storefront: Storefront; children: ReactNode }) {
  return (
    <StorefrontReactContext value={storefront}>
      <QueryClientProvider client={storefront.queryClient}>
        <I18nProvider i18n={storefront.i18n}>
          <SnackbarProvider>{children}</SnackbarProvider>
        </I18nProvider>
      </QueryClientProvider>
    </StorefrontReactContext>
  );
}
