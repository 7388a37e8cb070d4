// Which cart lines have an edit on its way to the server, kept in the query cache so the drawer and
// the cart page both show it (and a QueryClient per page life holds it, not module state).
import { type QueryClient, useQuery } from "@tanstack/react-query";

const PENDING_KEY = ["cart", "pending-lines"] as const;
const NONE: readonly number[] = [];

export function setLinePending(queryClient: QueryClient, lineId: number, pending: boolean) {
  queryClient.setQueryData<readonly number[]>(PENDING_KEY, (ids = NONE) =>
    pending ? (ids.includes(lineId) ? ids : [...ids, lineId]) : ids.filter((id) => id !== lineId),
  );
}

export function usePendingCartLines(): readonly number[] {
  return useQuery({ queryKey: PENDING_KEY, queryFn: () => NONE, initialData: NONE, enabled: false, staleTime: Infinity }).data;
}
