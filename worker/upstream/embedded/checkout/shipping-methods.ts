// The demo delivery options: three carriers to the door and two pick-up points, priced in cents.
import type { Language } from "../../../../shared/languages.ts";
import type { Market } from "../../../../shared/markets.ts";
import { marketPrice } from "../price-lists.ts";

export interface ShippingMethodDefinition {
  id: string;
  kind: "carrier" | "pickup";
  priceCents: number;
  name: Record<Language, string>;
}

export const SHIPPING_METHODS: readonly ShippingMethodDefinition[] = [
  {
    id: "posti-home",
    kind: "carrier",
    priceCents: 690,
    name: { fi: "Posti, kotiinkuljetus", en: "Posti, home delivery", sv: "Posti, hemleverans" },
  },
  {
    id: "budbee-evening",
    kind: "carrier",
    priceCents: 590,
    name: { fi: "Budbee, iltatoimitus", en: "Budbee, evening delivery", sv: "Budbee, kvällsleverans" },
  },
  {
    id: "dhl-express",
    kind: "carrier",
    priceCents: 1290,
    name: { fi: "DHL Express, seuraavana päivänä", en: "DHL Express, next day", sv: "DHL Express, nästa dag" },
  },
  {
    id: "pickup-kamppi",
    kind: "pickup",
    priceCents: 390,
    name: {
      fi: "Noutopiste: Kamppi, Helsinki",
      en: "Pick-up point: Kamppi, Helsinki",
      sv: "Utlämningsställe: Kampen, Helsingfors",
    },
  },
  {
    id: "pickup-koskikeskus",
    kind: "pickup",
    priceCents: 390,
    name: {
      fi: "Noutopiste: Koskikeskus, Tampere",
      en: "Pick-up point: Koskikeskus, Tampere",
      sv: "Utlämningsställe: Koskikeskus, Tammerfors",
    },
  },
];

/** A method's euro price in the market's price list, in cents. */
export const shippingPriceCents = (euroCents: number, market: Market) => Math.round(marketPrice(euroCents / 100, market) * 100);

export function shippingMethod(id: string | null | undefined): ShippingMethodDefinition | null {
  return SHIPPING_METHODS.find((method) => method.id === id) ?? null;
}
