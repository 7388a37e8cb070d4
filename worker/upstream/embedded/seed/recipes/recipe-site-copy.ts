// The recipe section's own words per language: the landing page, its search blocks, the author the
// test kitchen's recipes name, the 'more recipes' lift-up and the category pages' intros.
import type { Language } from "../../../../../shared/languages.ts";

export interface RecipeSiteCopy {
  landing: { url: string; name: string; intro: string; description: string };
  kitchen: string;
  search: { heading: string; placeholder: string };
  teaser: { heading: string; placeholder: string };
  more: { title: string; subtitle: string; cta: string; alt: string };
  categoryIntro: (name: string) => string;
  allergenIntro: (name: string) => string;
}

export const recipeSiteCopy: Record<Language, RecipeSiteCopy> = {
  fi: {
    landing: {
      url: "/fi/reseptit",
      name: "Reseptit",
      intro: "Leivo, sekoita ja herkuttele: reseptejä Kaarnan suklaasta ja makeisista.",
      description:
        "Kaarnan reseptit: kakkuja, keksejä, jälkiruokia ja juomia suklaasta. Hae resepti nimellä tai valitse ruokalaji.",
    },
    kitchen: "Kaarnan koekeittiö",
    search: { heading: "Etsi resepti", placeholder: "esim. browniet" },
    teaser: { heading: "Leivo suklaalla", placeholder: "esim. piparit" },
    more: {
      title: "Lisää reseptejä",
      subtitle: "Kakkuja, keksejä ja jälkiruokia Kaarnan suklaasta.",
      cta: "Selaa reseptejä",
      alt: "Suklaafondantti lautasella",
    },
    categoryIntro: (name) => `${name}: Kaarnan reseptejä, joissa suklaa on pääosassa.`,
    allergenIntro: (name) => `${name}: allergeeni. Reseptit, joissa sitä on, kertovat sen sivullaan.`,
  },
  en: {
    landing: {
      url: "/en/recipes",
      name: "Recipes",
      intro: "Bake, stir and treat yourself: recipes made with Kaarna chocolate and sweets.",
      description:
        "Kaarna's recipes: cakes, cookies, desserts and drinks made with chocolate. Search by name or choose a type of dish.",
    },
    kitchen: "Kaarna test kitchen",
    search: { heading: "Find a recipe", placeholder: "e.g. brownies" },
    teaser: { heading: "Bake with chocolate", placeholder: "e.g. gingerbread" },
    more: {
      title: "More recipes",
      subtitle: "Cakes, cookies and desserts made with Kaarna chocolate.",
      cta: "Browse recipes",
      alt: "A chocolate lava cake on a plate",
    },
    categoryIntro: (name) => `${name}: Kaarna recipes with chocolate in the starring role.`,
    allergenIntro: (name) => `${name}: an allergen. Recipes that contain it say so on their page.`,
  },
  sv: {
    landing: {
      url: "/sv/recept",
      name: "Recept",
      intro: "Baka, rör ihop och njut: recept med Kaarnas choklad och godis.",
      description: "Kaarnas recept: tårtor, kakor, efterrätter och drycker med choklad. Sök på namn eller välj typ av rätt.",
    },
    kitchen: "Kaarnas provkök",
    search: { heading: "Hitta ett recept", placeholder: "t.ex. brownies" },
    teaser: { heading: "Baka med choklad", placeholder: "t.ex. pepparkakor" },
    more: {
      title: "Fler recept",
      subtitle: "Tårtor, kakor och efterrätter med Kaarnas choklad.",
      cta: "Bläddra bland recept",
      alt: "En chokladfondant på ett fat",
    },
    categoryIntro: (name) => `${name}: Kaarnas recept där chokladen har huvudrollen.`,
    allergenIntro: (name) => `${name}: ett allergen. Recept som innehåller det visar det på sin sida.`,
  },
};
