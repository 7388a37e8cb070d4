// The membership pages' three states: unknown until the page is interactive and the check answered
// (an empty placeholder shows), then a visitor (a failed check counts as one, spec 000 §8) or a member.
import { useQuery } from "@tanstack/react-query";
import { useStorefront } from "../../app/storefront-context.ts";
import { useHydrated } from "../../app/useHydrated.ts";
import { memberStatusQuery } from "../../app/useIsMember.ts";

export type MemberStatus = "unknown" | "visitor" | "member";

export function useMemberStatus(): MemberStatus {
  const hydrated = useHydrated();
  const { data, isError } = useQuery(memberStatusQuery(useStorefront().fetchApi, hydrated));
  if (isError) return "visitor";
  if (!hydrated || data === undefined) return "unknown";
  return data ? "member" : "visitor";
}
