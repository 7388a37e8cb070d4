// What the seed knows of each of Kaarna's shops, cafés and the factory shop (places-finland.ts,
// places-sweden.ts: fictional places at fictional addresses with plausible coordinates, some without,
// so their map link goes by address). Names, cities and copy in each language: ./location-copy.ts.
import type { Language } from "../../../../../shared/languages.ts";
import type { LocationCategory } from "../../locations/location-categories.ts";
import type { LunchMenu } from "./lunch-menus.ts";

type Words = Record<Language, string>;
type Hours = readonly [opens: string, closes: string] | null;

export type PlaceKind = "cafe" | "shop" | "factoryShop" | "factoryCafe";
export type City = "helsinki" | "tampere" | "turku" | "vuolijoki" | "stockholm" | "vaasa";
export type Picture = "cafe" | "shop" | "factory" | "factoryCafe";

export interface Place {
  kind: PlaceKind;
  /** The district or landmark after the kind's name ("Kaarna Café Kamppi"); none for the factory's own. */
  place: Words | null;
  streetAddress: string;
  postalCode: string;
  city: City;
  coordinates: readonly [latitude: number, longitude: number] | null;
  hours: { weekdays: Hours; saturday: Hours; sunday: Hours };
  categories: LocationCategory[];
  lunch: LunchMenu[];
  /** A note beside the opening hours (holidays, summer), by key of location-copy's notes. */
  hoursNote?: "holidays" | "summer" | "midsummer";
  picture: Picture | null;
  phone: string;
  email: string;
  intro: Words;
}

export const same = (name: string): Words => ({ fi: name, en: name, sv: name });
export const words = (fi: string, en: string, sv: string): Words => ({ fi, en, sv });
