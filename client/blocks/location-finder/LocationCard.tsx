// One location in the finder's results (spec 001 §3 "Location result"): picture, name linking to its
// page, street address, postal code and city, and opening hours by day group.
import { useLingui } from "@lingui/react";
import type { LocationResult } from "../../../shared/schemas/locations.ts";
import { CmsImage } from "../../components/CmsImage.tsx";
import { Heading } from "../../components/Heading.tsx";
import { Link } from "../../components/Link.tsx";
import { LocationAddress } from "../../components/location/LocationAddress.tsx";
import { OpeningHoursList } from "../../components/location/OpeningHoursList.tsx";

export function LocationCard({
  location,
  headingLevel,
  language,
}: {
  location: LocationResult;
  headingLevel: number;
  language: string;
}) {
  const { i18n } = useLingui();
  return (
    <article className="location-card">
      {location.image ? (
        // The name says where it is; the picture only shows the place.
        <CmsImage image={location.image} preset="small" className="location-card__image" decorative />
      ) : (
        <div className="location-card__image location-card__image--none" />
      )}
      <div className="location-card__body">
        <Heading level={headingLevel} className="location-card__title">
          <Link href={location.url}>{location.title}</Link>
        </Heading>
        <LocationAddress streetAddress={location.streetAddress} postalCode={location.postalCode} city={location.city} />
        <p className="location-card__hours-title">{i18n._("locations.hours.title")}</p>
        <OpeningHoursList hours={location} language={language} />
      </div>
    </article>
  );
}
