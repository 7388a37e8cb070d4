// The recipe categories: three facet categories whose subcategories filter the recipe
// search (more than ten dishes, so 'show more' has something to show), and the allergens the recipe
// pages name. Each is a page in every language, slot-numbered (recipe-ids.ts).
import { t } from "../../catalogue/seed/helpers.ts";
import type { Texts } from "../../catalogue/seed/types.ts";

export interface SeedRecipeCategory {
  key: string;
  slot: number;
  name: Texts;
  slug: Texts;
  /** The facet category or allergen group it belongs to; none for the groups themselves. */
  parent?: string;
  /** A facet category: its subcategories are the search's facets. */
  facet?: boolean;
  /** An allergen: named on recipe pages, no facet and no page of recipes of its own. */
  allergen?: boolean;
}

const group = (key: string, slot: number, name: Texts, slug: Texts, facet = true): SeedRecipeCategory => ({
  key,
  slot,
  name,
  slug,
  facet,
});

const children = (parent: string, firstSlot: number, entries: [key: string, name: Texts, slug: Texts][], allergen = false) =>
  entries.map(([key, name, slug], index): SeedRecipeCategory => ({ key, slot: firstSlot + index, name, slug, parent, allergen }));

export const recipeCategories: SeedRecipeCategory[] = [
  group("dish", 100, t("Ruokalaji", "Type of dish", "Typ av rätt"), t("ruokalajit", "dishes", "ratter")),
  ...children("dish", 101, [
    ["cakes", t("Kakut", "Cakes", "Tårtor"), t("kakut", "cakes", "tartor")],
    ["cookies", t("Keksit", "Cookies", "Småkakor"), t("keksit", "cookies", "smakakor")],
    ["brownies", t("Browniet ja palat", "Brownies and bars", "Brownies och rutor"), t("browniet", "brownies", "brownies")],
    ["desserts", t("Jälkiruoat", "Desserts", "Efterrätter"), t("jalkiruoat", "desserts", "efterratter")],
    ["pies", t("Piirakat", "Pies and tarts", "Pajer"), t("piirakat", "pies", "pajer")],
    ["ice-cream", t("Jäätelöt", "Ice cream", "Glass"), t("jaatelot", "ice-cream", "glass")],
    ["drinks", t("Juomat", "Drinks", "Drycker"), t("juomat", "drinks", "drycker")],
    ["sweets", t("Makeiset", "Sweets", "Godis"), t("makeiset", "sweets", "godis")],
    ["breakfast", t("Aamiainen", "Breakfast", "Frukost"), t("aamiainen", "breakfast", "frukost")],
    ["buns", t("Pullat ja leivonnaiset", "Buns and pastries", "Bullar och bakverk"), t("pullat", "buns", "bullar")],
    ["snacks", t("Välipalat", "Snacks", "Mellanmål"), t("valipalat", "snacks", "mellanmal")],
  ]),
  group("occasion", 120, t("Tilaisuus", "Occasion", "Tillfälle"), t("tilaisuudet", "occasions", "tillfallen")),
  ...children("occasion", 121, [
    ["christmas", t("Joulu", "Christmas", "Jul"), t("joulu", "christmas", "jul")],
    ["easter", t("Pääsiäinen", "Easter", "Påsk"), t("paasiainen", "easter", "pask")],
    ["birthday", t("Syntymäpäivät", "Birthdays", "Födelsedagar"), t("syntymapaivat", "birthdays", "fodelsedagar")],
    ["everyday", t("Arki", "Everyday", "Vardag"), t("arki", "everyday", "vardag")],
  ]),
  group("diet", 140, t("Erityisruokavalio", "Special diet", "Specialkost"), t("erityisruokavaliot", "diets", "specialkost")),
  ...children("diet", 141, [
    ["vegan", t("Vegaaninen", "Vegan", "Vegansk"), t("vegaaninen", "vegan", "vegansk")],
    ["gluten-free", t("Gluteeniton", "Gluten-free", "Glutenfri"), t("gluteeniton", "gluten-free", "glutenfri")],
    ["lactose-free", t("Laktoositon", "Lactose-free", "Laktosfri"), t("laktoositon", "lactose-free", "laktosfri")],
  ]),
  group("allergens", 160, t("Allergeenit", "Allergens", "Allergener"), t("allergeenit", "allergens", "allergener"), false),
  ...children(
    "allergens",
    161,
    [
      ["milk", t("Maito", "Milk", "Mjölk"), t("maito", "milk", "mjolk")],
      ["egg", t("Kananmuna", "Egg", "Ägg"), t("kananmuna", "egg", "agg")],
      ["gluten", t("Gluteeni", "Gluten", "Gluten"), t("gluteeni", "gluten", "gluten")],
      ["nuts", t("Pähkinät", "Nuts", "Nötter"), t("pahkinat", "nuts", "notter")],
      ["soy", t("Soija", "Soy", "Soja"), t("soija", "soy", "soja")],
    ],
    true,
  ),
];
