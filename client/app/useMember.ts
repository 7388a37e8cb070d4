// The signed-in member's details (spec 000 §7: the user or null, cached 60 s), asked only once the
// page is interactive and only when the is-authenticated check said yes.
import { useQuery } from "@tanstack/react-query";
import type { MembershipUser } from "../../shared/schemas/member.ts";
import { useStorefront } from "./storefront-context.ts";
import { useIsMember } from "./useIsMember.ts";

export function useMember(): MembershipUser | null {
  const signedIn = useIsMember();
  const { fetchApi } = useStorefront();
  const { data } = useQuery({
    queryKey: ["member", "details"],
    queryFn: async () => {
      const response = await fetchApi("/api/me/member", { headers: { accept: "application/json" } });
      return response.ok ? ((await response.json()) as MembershipUser | null) : null;
    },
    staleTime: 60_000,
    retry: 1,
    enabled: signedIn,
  });
  return signedIn ? (data ?? null) : null;
}
