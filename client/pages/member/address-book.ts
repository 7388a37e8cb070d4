// The address book's calls (/api/me/member/addresses) and the form's values for one address: the
// checkout's delivery address fields, so the book and the checkout ask and check the same.
import { useQueryClient } from "@tanstack/react-query";
import type { CountryInfo } from "../../../shared/rules/countries.ts";
import type { MemberAddress, MemberAddressBody } from "../../../shared/schemas/member.ts";
import { createApiClient } from "../../app/api-client.ts";
import { useStorefront } from "../../app/storefront-context.ts";
import { MEMBER_ADDRESSES_KEY } from "../../app/useMemberAddresses.ts";
import { type DeliveryAddressValues, initialUserDetails, toShippingAddress } from "../checkout/user-details-form.ts";

export interface AddressFormValues extends DeliveryAddressValues {
  isDefault: boolean;
}

/** The form's values for an address of the book, or for a new one (the first is the default anyway). */
export function addressFormValues(
  address: MemberAddress | null,
  language: string,
  countries: readonly CountryInfo[],
): AddressFormValues {
  const { email: _email, ...values } = initialUserDetails(address, language, countries);
  return { ...values, isDefault: address?.isDefault ?? false };
}

export function toAddressBody(values: AddressFormValues): MemberAddressBody {
  const { firstName, lastName, phoneNumber, line1, line2, postalCode, city, countryCode } = toShippingAddress(
    { ...values, email: "" },
    "",
  );
  return {
    firstName,
    lastName,
    phoneNumber,
    line1,
    line2: line2 ?? null,
    postalCode,
    city,
    countryCode,
    isDefault: values.isDefault,
  };
}

/** The book's calls in the shopper's language; each asks for the book again after, since a new default unsets the old one. */
export function useAddressBookCalls(language: string) {
  const { fetchApi } = useStorefront();
  const queryClient = useQueryClient();
  const api = createApiClient(fetchApi, language);
  const refresh = () => queryClient.invalidateQueries({ queryKey: MEMBER_ADDRESSES_KEY });
  const after = <T>(call: Promise<T>) => call.finally(refresh);
  return {
    /** Adds the address, or changes the one with this id. */
    save: (body: MemberAddressBody, id?: string) =>
      after(
        id
          ? api.send<MemberAddress>("PUT", `/api/me/member/addresses/${id}`, body)
          : api.send<MemberAddress>("POST", "/api/me/member/addresses", body),
      ),
    remove: (id: string) => after(api.send<null>("DELETE", `/api/me/member/addresses/${id}`, undefined)),
  };
}
