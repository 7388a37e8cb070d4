// The signed-in member's details (spec 000 §7: the user or null, cached 60 s), asked only once the
// page is interactive and only when the is-authenticated check said yes.
import { useQuery } from "@tanstack/react-query";
import { useStorefront } from "./storefront-context.ts";
import { useIsMember } from "./useIsMember.ts";

/** The membership user of spec 001 §3, as GET /api/me/member answers it. */
export interface MembershipUser {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  address: { street: string | null; postalCode: string | null; city: string | null; country: string | null };
  marketingUpdates: boolean;
}

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
