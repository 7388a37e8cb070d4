// The embedded CMS's location categories (the finder's facets, spec 001 §3 "Facet category"): two
// facet categories, the kind of place and its services, with names in fi, en and sv. Ids are shared by
// the languages, so a link with categoryIds means the same in each.
import type { Language } from "../../../../shared/languages.ts";

type Names = Record<Language, string>;

export interface CategoryGroup {
  id: number;
  order: number;
  names: Names;
  categories: { id: number; names: Names }[];
}

const names = (fi: string, en: string, sv: string): Names => ({ fi, en, sv });

export const LOCATION_CATEGORY = {
  cafe: 8101,
  shop: 8102,
  factoryShop: 8103,
  lunch: 8201,
  breakfast: 8202,
  takeAway: 8203,
  giftWrapping: 8204,
  personalised: 8205,
  clickAndCollect: 8206,
  wifi: 8207,
  accessible: 8208,
  parking: 8209,
  terrace: 8210,
  workshops: 8211,
  vegan: 8212,
  children: 8213,
} as const;
export type LocationCategory = keyof typeof LOCATION_CATEGORY;

const C = LOCATION_CATEGORY;

export const LOCATION_CATEGORY_GROUPS: CategoryGroup[] = [
  {
    id: 8100,
    order: 1,
    names: names("Paikka", "Type of place", "Typ av ställe"),
    categories: [
      { id: C.cafe, names: names("Kahvila", "Café", "Kafé") },
      { id: C.shop, names: names("Myymälä", "Shop", "Butik") },
      { id: C.factoryShop, names: names("Tehtaanmyymälä", "Factory shop", "Fabriksbutik") },
    ],
  },
  {
    id: 8200,
    order: 2,
    names: names("Palvelut", "Services", "Tjänster"),
    categories: [
      { id: C.lunch, names: names("Lounas", "Lunch", "Lunch") },
      { id: C.breakfast, names: names("Aamiainen", "Breakfast", "Frukost") },
      { id: C.takeAway, names: names("Kahvia mukaan", "Coffee to go", "Kaffe att ta med") },
      { id: C.giftWrapping, names: names("Lahjapaketointi", "Gift wrapping", "Presentinslagning") },
      { id: C.personalised, names: names("Omat levyt noudettavissa", "Personalised tablet pick-up", "Hämtning av egna kakor") },
      { id: C.clickAndCollect, names: names("Tilaa ja nouda", "Click and collect", "Klicka och hämta") },
      { id: C.wifi, names: names("Langaton verkko", "Wi-Fi", "Wi-Fi") },
      { id: C.accessible, names: names("Esteetön sisäänkäynti", "Step-free entrance", "Tillgänglig entré") },
      { id: C.parking, names: names("Pysäköinti", "Parking", "Parkering") },
      { id: C.terrace, names: names("Terassi", "Terrace", "Uteservering") },
      { id: C.workshops, names: names("Suklaatyöpajat", "Chocolate workshops", "Chokladverkstäder") },
      { id: C.vegan, names: names("Vegaanisia vaihtoehtoja", "Vegan options", "Veganska alternativ") },
      { id: C.children, names: names("Lasten nurkkaus", "Children's corner", "Barnhörna") },
    ],
  },
];
