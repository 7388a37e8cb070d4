// The finder's state is the page address's (q, city, categoryIds, page): a shared link, a reload and
// back/forward all show the same results. A new search is a new history entry; load more replaces it.
import { finderSearch, finderStateOf } from "../../../shared/rules/location-finder-query.ts";
import { useAddressState } from "../../components/useAddressState.ts";

export function useFinderState() {
  return useAddressState(finderStateOf, finderSearch);
}
