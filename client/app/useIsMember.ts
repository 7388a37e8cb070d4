// Whether a member is signed in (spec 000 §6: an is-authenticated check, a boolean, false on error,
// cached 60 s with one retry). Asked only once the page is interactive, so the server's HTML (the
// same for every visitor) and hydration never depend on it.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiFetch } from "./storefront-context.ts";
import { useStorefront } from "./storefront-context.ts";
import { useHydrated } from "./useHydrated.ts";

export const memberStatusQuery = (fetchApi: ApiFetch, enabled: boolean) =>
  queryOptions({
    queryKey: ["member", "authenticated"],
    queryFn: async () => {
      const response = await fetchApi("/api/me/member/authenticated", { headers: { accept: "application/json" } });
      return response.ok && (await response.json()) === true;
    },
    staleTime: 60_000,
    retry: 1,
    enabled,
  });

export function useIsMember(): boolean {
  const hydrated = useHydrated();
  const { data } = useQuery(memberStatusQuery(useStorefront().fetchApi, hydrated));
  return hydrated && data === true;
}
