// The listing state of the current address (spec 001 §2): filters, sort and page in the URL query.
import { type ListingState, listingSearch, parseListingQuery } from "../../../shared/rules/listing-query.ts";
import { type AddressState, useAddressState } from "../useAddressState.ts";

export type ListingNavigation = AddressState<ListingState>;

export function useListingState(): ListingNavigation {
  return useAddressState(parseListingQuery, listingSearch);
}
