// location (spec 001 §2–3 "Location page"): name, intro and picture; address with the show-on-map
// link, opening hours by day group with their notes, contact information; the lunch menus as
// accordions; main body and the location's content area; LocalBusiness JSON-LD for search engines.
import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import type { LocationPageFields } from "../../shared/schemas/locations.ts";
import { useStorefront } from "../app/storefront-context.ts";
import { Breadcrumbs } from "../components/Breadcrumbs.tsx";
import { CmsImage } from "../components/CmsImage.tsx";
import { ContentArea } from "../components/ContentArea.tsx";
import { JsonLd } from "../components/JsonLd.tsx";
import { LocationAddress } from "../components/location/LocationAddress.tsx";
import { OpeningHoursList } from "../components/location/OpeningHoursList.tsx";
import { PageIntro } from "../components/PageIntro.tsx";
import { RichText } from "../components/RichText.tsx";
import { locationJsonLd } from "./location/location-json-ld.ts";
import { LunchMenus } from "./location/LunchMenus.tsx";
import { MapLink } from "./location/MapLink.tsx";
import type { PageProps } from "./page-props.ts";
import "./location/LocationPage.css";

function Detail({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="location-page__detail">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

export function LocationPage({ model }: PageProps<LocationPageFields>) {
  const { i18n } = useLingui();
  const { origin } = useStorefront();
  const language = model.metadata.currentLanguage;
  return (
    <article className="page page--location">
      <div className="page__container">
        <Breadcrumbs />
        <PageIntro title={model.name} intro={model.mainIntro} />
        {model.mainImage ? <CmsImage image={model.mainImage} preset="default" className="location-page__image" priority /> : null}
        <div className="location-page__details">
          <Detail title={i18n._("locations.address.title")}>
            <LocationAddress {...model} />
            <MapLink place={model} />
          </Detail>
          <Detail title={i18n._("locations.hours.title")}>
            <OpeningHoursList hours={model} language={language} />
            {model.additionalOpeningHours ? (
              <RichText html={model.additionalOpeningHours} className="location-page__note" />
            ) : null}
          </Detail>
          {model.additionalContactInfomation ? (
            <Detail title={i18n._("locations.contact.title")}>
              <RichText html={model.additionalContactInfomation} />
            </Detail>
          ) : null}
        </div>
        <LunchMenus lunchLists={model.lunchLists} />
        {model.mainBody ? <RichText html={model.mainBody} className="page__body" /> : null}
      </div>
      <ContentArea blocks={model.contentAreaItems} leads={false} />
      <JsonLd data={locationJsonLd(model, origin)} />
    </article>
  );
}
