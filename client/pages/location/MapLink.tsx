// The show-on-map link (spec 001 §7): opens the external map in a new tab, by coordinates when the
// location has them, otherwise by its address; nothing when it has neither.
import { useLingui } from "@lingui/react";
import { type MapPlace, mapUrl } from "../../../shared/rules/map-link.ts";
import { Link } from "../../components/Link.tsx";

export function MapLink({ place }: { place: MapPlace }) {
  const { i18n } = useLingui();
  const url = mapUrl(place);
  if (!url) return null;
  return (
    <Link href={url} openInNewTab className="location-page__map-link">
      {i18n._("locations.map.show")}
      <span className="visually-hidden">{` ${i18n._("locations.map.new-tab")}`}</span>
    </Link>
  );
}
