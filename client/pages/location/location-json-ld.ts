// A location as schema.org LocalBusiness: its name, address, coordinates when it has
// them, map, picture and opening hours by day group; a closed day opens and closes at 00:00, as
// schema.org's OpeningHoursSpecification marks a day closed all day.
import { mapUrl } from "../../../shared/rules/map-link.ts";
import { openingHoursOf, SCHEMA_ORG_DAYS } from "../../../shared/rules/opening-hours.ts";
import type { LocationPageFields } from "../../../shared/schemas/locations.ts";
import type { PageModel } from "../../../shared/schemas/page-model.ts";

/** Leaves out the fields the model does not have, rather than sending nulls. */
const present = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined && value !== ""));

export function locationJsonLd(model: PageModel & LocationPageFields, origin: string) {
  const { latitude, longitude, mainImage } = model;
  const map = mapUrl(model);
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: model.name,
    url: new URL(model.url, origin).href,
    ...present({ description: model.mainIntro, image: mainImage ? new URL(mainImage.url, origin).href : null, hasMap: map }),
    address: {
      "@type": "PostalAddress",
      ...present({
        streetAddress: model.streetAddress,
        postalCode: model.postalCode,
        addressLocality: model.city,
        addressCountry: model.country,
      }),
    },
    ...(latitude !== null && longitude !== null ? { geo: { "@type": "GeoCoordinates", latitude, longitude } } : {}),
    openingHoursSpecification: openingHoursOf(model).map((day) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: SCHEMA_ORG_DAYS[day.group].map((name) => `https://schema.org/${name}`),
      opens: day.opens ?? "00:00",
      closes: day.closes ?? "00:00",
    })),
  };
}
