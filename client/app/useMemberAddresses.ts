// The signed-in member's address book (GET /api/me/member/addresses), asked only for a member: the
// personal details page lists it and the checkout offers its default delivery address.
import { useQuery } from "@tanstack/react-query";
import type { MemberAddress } from "../../shared/schemas/member.ts";
import { useStorefront } from "./storefront-context.ts";
import { useIsMember } from "./useIsMember.ts";

export const MEMBER_ADDRESSES_KEY = ["member", "addresses"] as const;

export function useMemberAddresses() {
  const signedIn = useIsMember();
  const { fetchApi } = useStorefront();
  return useQuery({
    queryKey: MEMBER_ADDRESSES_KEY,
    queryFn: async (): Promise<MemberAddress[]> => {
      const response = await fetchApi("/api/me/member/addresses", { headers: { accept: "application/json" } });
      if (!response.ok) throw new Error(`The address book did not load (${response.status})`);
      return (await response.json()) as MemberAddress[];
    },
    enabled: signedIn,
  });
}
