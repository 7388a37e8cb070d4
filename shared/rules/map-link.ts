// The show-on-map link (spec 001 §7): an external maps address by coordinates when the location has
// both, otherwise by its address, URL-encoded (Google Maps' documented search URL, which opens the
// maps app on phones and the web map elsewhere).
const MAPS_SEARCH = "https://www.google.com/maps/search/?api=1&query=";

export interface MapPlace {
  latitude: number | null;
  longitude: number | null;
  streetAddress: string | null;
  postalCode: string | null;
  city: string | null;
  country: string | null;
}

/** The place's map address, or null when it has neither coordinates nor any address to look up. */
export function mapUrl(place: MapPlace): string | null {
  if (place.latitude !== null && place.longitude !== null) return `${MAPS_SEARCH}${place.latitude},${place.longitude}`;
  const address = [place.streetAddress, [place.postalCode, place.city].filter(Boolean).join(" "), place.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(", ");
  return address ? `${MAPS_SEARCH}${encodeURIComponent(address)}` : null;
}
