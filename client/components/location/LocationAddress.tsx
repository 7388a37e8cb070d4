// A location's postal address: street, postal code and city, and the country when it is given.
export interface LocationAddressProps {
  streetAddress: string | null;
  postalCode: string | null;
  city: string | null;
  country?: string | null;
}

export function LocationAddress({ streetAddress, postalCode, city, country }: LocationAddressProps) {
  const locality = [postalCode, city].filter(Boolean).join(" ");
  return (
    <address className="location-address">
      {streetAddress ? <span>{streetAddress}</span> : null}
      {locality ? <span>{locality}</span> : null}
      {country ? <span>{country}</span> : null}
    </address>
  );
}
