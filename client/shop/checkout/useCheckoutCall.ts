// What every checkout call needs: the worker fetch, the language and the shopper's cart id.
import { useLingui } from "@lingui/react";
import { useStorefront } from "../../app/storefront-context.ts";

export function useCheckoutCall() {
  const { fetchApi, queryClient } = useStorefront();
  const { i18n } = useLingui();
  return { fetchApi, queryClient, language: i18n.locale };
}
