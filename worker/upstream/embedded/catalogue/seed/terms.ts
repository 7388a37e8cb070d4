// The catalogue vocabulary in every language: allergens, diets, colours, tags, product types, facet
// group names and shared texts. Stored in catalogue_terms and looked up by (kind, code).
import type { Texts } from "./types.ts";

type Term = { kind: string; code: string; label: Texts };
const group = (kind: string, entries: Record<string, Texts>): Term[] =>
  Object.entries(entries).map(([code, label]) => ({ kind, code, label }));

export const terms: Term[] = [
  ...group("allergen", {
    milk: { fi: "Maito", en: "Milk", sv: "Mjölk" },
    soy: { fi: "Soija", en: "Soya", sv: "Soja" },
    hazelnut: { fi: "Hasselpähkinä", en: "Hazelnuts", sv: "Hasselnötter" },
    almond: { fi: "Manteli", en: "Almonds", sv: "Mandel" },
    gluten: { fi: "Gluteenia sisältävät viljat", en: "Cereals containing gluten", sv: "Spannmål som innehåller gluten" },
  }),
  ...group("suitableFor", {
    vegetarian: { fi: "Kasvissyöjille", en: "Vegetarians", sv: "Vegetarianer" },
    vegan: { fi: "Vegaaneille", en: "Vegans", sv: "Veganer" },
  }),
  ...group("diet", {
    "gluten-free": { fi: "Gluteeniton", en: "Gluten-free", sv: "Glutenfri" },
    "lactose-free": { fi: "Laktoositon", en: "Lactose-free", sv: "Laktosfri" },
    "milk-free": { fi: "Maidoton", en: "Milk-free", sv: "Mjölkfri" },
  }),
  ...group("colour", {
    blue: { fi: "Sininen", en: "Blue", sv: "Blå" },
    red: { fi: "Punainen", en: "Red", sv: "Röd" },
    gold: { fi: "Kulta", en: "Gold", sv: "Guld" },
    green: { fi: "Vihreä", en: "Green", sv: "Grön" },
    purple: { fi: "Violetti", en: "Purple", sv: "Lila" },
    orange: { fi: "Oranssi", en: "Orange", sv: "Orange" },
    black: { fi: "Musta", en: "Black", sv: "Svart" },
    pink: { fi: "Vaaleanpunainen", en: "Pink", sv: "Rosa" },
    brown: { fi: "Ruskea", en: "Brown", sv: "Brun" },
  }),
  ...group("tag", {
    new: { fi: "Uutuus", en: "New", sv: "Nyhet" },
    vegan: { fi: "Vegaani", en: "Vegan", sv: "Vegansk" },
    bestseller: { fi: "Suosikki", en: "Favourite", sv: "Favorit" },
    limited: { fi: "Rajoitettu erä", en: "Limited edition", sv: "Begränsad upplaga" },
    sale: { fi: "Tarjous", en: "Offer", sv: "Erbjudande" },
  }),
  ...group("kind", {
    tablet: { fi: "Suklaalevy", en: "Chocolate tablet", sv: "Chokladkaka" },
    filled: { fi: "Konvehti", en: "Filled chocolate", sv: "Pralin" },
    pastille: { fi: "Pastilli", en: "Pastille", sv: "Pastill" },
    liquorice: { fi: "Lakritsi", en: "Liquorice", sv: "Lakrits" },
    "gift-box": { fi: "Lahjapakkaus", en: "Gift pack", sv: "Presentförpackning" },
    personalised: { fi: "Personoitu levy", en: "Personalised tablet", sv: "Personlig kaka" },
  }),
  ...group("facetGroup", {
    brand: { fi: "Tuotemerkki", en: "Brand", sv: "Varumärke" },
    type: { fi: "Tuotetyyppi", en: "Product type", sv: "Produkttyp" },
    diet: { fi: "Ruokavalio", en: "Diet", sv: "Kost" },
    size: { fi: "Pakkauskoko", en: "Pack size", sv: "Förpackningsstorlek" },
  }),
  ...group("text", {
    nutritionValueHeader: { fi: "Ravintosisältö / 100 g", en: "Nutrition per 100 g", sv: "Näringsvärde per 100 g" },
    shipping: {
      fi: "Toimitamme varastotuotteet 1–2 arkipäivässä koko Suomeen. Personoidut levyt valmistetaan tilauksesta 5–7 arkipäivässä.",
      en: "In-stock products are delivered anywhere in Finland within 1–2 working days. Personalised tablets are made to order in 5–7 working days.",
      sv: "Lagervaror levereras inom 1–2 vardagar i hela Finland. Personliga chokladkakor tillverkas på beställning inom 5–7 vardagar.",
    },
    storageTitle: { fi: "Säilytys", en: "Storage", sv: "Förvaring" },
    storage: {
      fi: "Säilytä viileässä (alle 20 °C) ja kuivassa, suojassa auringonvalolta.",
      en: "Store in a cool (below 20 °C), dry place away from direct sunlight.",
      sv: "Förvaras svalt (under 20 °C) och torrt, skyddat från solljus.",
    },
    originTitle: { fi: "Alkuperä", en: "Origin", sv: "Ursprung" },
    origin: {
      fi: "Valmistettu Kaarnan tehtaalla Vuolijoen Satamassa, Suomessa.",
      en: "Made at the Kaarna factory in Vuolijoki Harbour, Finland.",
      sv: "Tillverkad på Kaarnas fabrik i Vuolijoki hamn, Finland.",
    },
  }),
];
