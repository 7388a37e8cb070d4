// Recipe families: ingredients, nutrition per 100 g and allergen/suitable-for/diet codes shared by products.
import type { SeedRecipe } from "./types.ts";

const nutrients = (
  energyKj: number,
  energyKcal: number,
  fat: number,
  saturatedFat: number,
  carbohydrate: number,
  sugars: number,
  fibre: number,
  protein: number,
  salt: number,
) => ({
  energyKj,
  energyKcal,
  fat,
  saturatedFat,
  carbohydrate,
  sugars,
  fibre,
  protein,
  salt,
});

const milkFree = { "lactose-free": "1", "milk-free": "1", "gluten-free": "1" } as const;

export const recipes: Record<string, SeedRecipe> = {
  milk: {
    foodName: { fi: "Maitosuklaa", en: "Milk chocolate", sv: "Mjölkchoklad" },
    ingredients: {
      fi: "sokeri, kaakaovoi, täysmaitojauhe, kaakaomassa, heraljauhe (maito), emulgointiaine (soijalesitiini), aromit. Kaakaota vähintään 30 %.",
      en: "sugar, cocoa butter, whole milk powder, cocoa mass, whey powder (milk), emulsifier (soya lecithin), flavourings. Cocoa solids 30% minimum.",
      sv: "socker, kakaosmör, helmjölkspulver, kakaomassa, vasslepulver (mjölk), emulgeringsmedel (sojalecitin), aromer. Kakaohalt minst 30 %.",
    },
    nutrients: nutrients(2290, 548, 33, 20, 55, 54, 1.8, 7.4, 0.2),
    portionGrams: 25,
    allergens: { milk: "1", soy: "1", hazelnut: "2", almond: "2", gluten: "0" },
    suitableFor: { vegetarian: "1", vegan: "0" },
    diets: { "gluten-free": "1", "lactose-free": "0", "milk-free": "0" },
  },
  milkNut: {
    foodName: {
      fi: "Maitosuklaa, jossa hasselpähkinää",
      en: "Milk chocolate with hazelnuts",
      sv: "Mjölkchoklad med hasselnötter",
    },
    ingredients: {
      fi: "sokeri, täysmaitojauhe, kaakaovoi, hasselpähkinä (15 %), kaakaomassa, emulgointiaine (soijalesitiini), aromit. Kaakaota vähintään 30 %.",
      en: "sugar, whole milk powder, cocoa butter, hazelnuts (15%), cocoa mass, emulsifier (soya lecithin), flavourings. Cocoa solids 30% minimum.",
      sv: "socker, helmjölkspulver, kakaosmör, hasselnötter (15 %), kakaomassa, emulgeringsmedel (sojalecitin), aromer. Kakaohalt minst 30 %.",
    },
    nutrients: nutrients(2320, 556, 35, 17, 50, 48, 2.4, 8.2, 0.18),
    portionGrams: 25,
    allergens: { milk: "1", soy: "1", hazelnut: "1", almond: "2", gluten: "0" },
    suitableFor: { vegetarian: "1", vegan: "0" },
    diets: { "gluten-free": "1", "lactose-free": "0", "milk-free": "0" },
  },
  dark: {
    foodName: { fi: "Tumma suklaa", en: "Dark chocolate", sv: "Mörk choklad" },
    ingredients: {
      fi: "kaakaomassa, sokeri, kaakaovoi, emulgointiaine (auringonkukkalesitiini), vanilja. Kaakaota vähintään 70 %. Voi sisältää pieniä määriä maitoa.",
      en: "cocoa mass, sugar, cocoa butter, emulsifier (sunflower lecithin), vanilla. Cocoa solids 70% minimum. May contain traces of milk.",
      sv: "kakaomassa, socker, kakaosmör, emulgeringsmedel (solroslecitin), vanilj. Kakaohalt minst 70 %. Kan innehålla spår av mjölk.",
    },
    nutrients: nutrients(2400, 578, 42, 25, 33, 28, 11, 8.9, 0.02),
    portionGrams: 20,
    allergens: { milk: "2", soy: "0", hazelnut: "2", almond: "2", gluten: "0" },
    suitableFor: { vegetarian: "1", vegan: "1" },
    diets: { "gluten-free": "1", "lactose-free": "1", "milk-free": "0" },
  },
  oat: {
    foodName: { fi: "Kaurasuklaa", en: "Oat-based chocolate", sv: "Havrebaserad choklad" },
    ingredients: {
      fi: "sokeri, kaakaovoi, kauranjauhe (22 %), kaakaomassa, inuliini, emulgointiaine (auringonkukkalesitiini), suola, vanilja. Kaakaota vähintään 35 %.",
      en: "sugar, cocoa butter, oat flour (22%), cocoa mass, inulin, emulsifier (sunflower lecithin), salt, vanilla. Cocoa solids 35% minimum.",
      sv: "socker, kakaosmör, havremjöl (22 %), kakaomassa, inulin, emulgeringsmedel (solroslecitin), salt, vanilj. Kakaohalt minst 35 %.",
    },
    nutrients: nutrients(2330, 558, 36, 22, 52, 45, 3.9, 4.1, 0.12),
    portionGrams: 25,
    allergens: { milk: "0", soy: "0", hazelnut: "2", almond: "2", gluten: "2" },
    suitableFor: { vegetarian: "1", vegan: "1" },
    diets: milkFree,
  },
  salmiakki: {
    foodName: { fi: "Täytetty maitosuklaakonvehti", en: "Filled milk chocolates", sv: "Fyllda mjölkchokladpraliner" },
    ingredients: {
      fi: "maitosuklaa (sokeri, kaakaovoi, täysmaitojauhe, kaakaomassa, emulgointiaine (soijalesitiini)), sokeri, glukoosisiirappi, salmiakki (ammoniumkloridi, 4 %), lakritsiuute, kasvirasva (shea, kookos), suola. Kaakaota maitosuklaassa vähintään 30 %.",
      en: "milk chocolate (sugar, cocoa butter, whole milk powder, cocoa mass, emulsifier (soya lecithin)), sugar, glucose syrup, salmiakki (ammonium chloride, 4%), liquorice extract, vegetable fats (shea, coconut), salt. Milk chocolate contains cocoa solids 30% minimum.",
      sv: "mjölkchoklad (socker, kakaosmör, helmjölkspulver, kakaomassa, emulgeringsmedel (sojalecitin)), socker, glukossirap, salmiak (ammoniumklorid, 4 %), lakritsextrakt, vegetabiliska fetter (shea, kokos), salt. Mjölkchokladen innehåller minst 30 % kakao.",
    },
    nutrients: nutrients(2050, 490, 26, 15, 60, 50, 1.5, 4.5, 1.1),
    portionGrams: 12,
    allergens: { milk: "1", soy: "1", hazelnut: "2", almond: "2", gluten: "0" },
    suitableFor: { vegetarian: "1", vegan: "0" },
    diets: { "gluten-free": "1", "lactose-free": "0", "milk-free": "0" },
  },
  pastille: {
    foodName: { fi: "Hedelmäpastilli", en: "Fruit pastilles", sv: "Fruktpastiller" },
    ingredients: {
      fi: "sokeri, glukoosisiirappi, arabikumi, happamuudensäätöaine (sitruunahappo), hedelmämehutiivisteet (mustaherukka, vadelma, sitruuna), aromit, väriaine (antosyaanit), kiilloteaine (karnaubavaha).",
      en: "sugar, glucose syrup, gum arabic, acid (citric acid), fruit juice concentrates (blackcurrant, raspberry, lemon), flavourings, colour (anthocyanins), glazing agent (carnauba wax).",
      sv: "socker, glukossirap, gummi arabicum, surhetsreglerande medel (citronsyra), fruktjuicekoncentrat (svarta vinbär, hallon, citron), aromer, färgämne (antocyaner), ytbehandlingsmedel (karnaubavax).",
    },
    nutrients: nutrients(1450, 341, 0.1, 0, 84, 60, 0, 0.4, 0.05),
    portionGrams: 10,
    allergens: { milk: "0", soy: "0", hazelnut: "0", almond: "0", gluten: "0" },
    suitableFor: { vegetarian: "1", vegan: "1" },
    diets: milkFree,
  },
  liquorice: {
    foodName: { fi: "Lakritsimakeinen", en: "Liquorice confectionery", sv: "Lakritskonfektyr" },
    ingredients: {
      fi: "vehnäjauho, sokeri, melassi, glukoosisiirappi, lakritsiuute (3 %), salmiakki (ammoniumkloridi), anisöljy, kasviöljy (rypsi), suola, väriaine (kasvihiili).",
      en: "wheat flour, sugar, molasses, glucose syrup, liquorice extract (3%), salmiakki (ammonium chloride), anise oil, vegetable oil (rapeseed), salt, colour (vegetable carbon).",
      sv: "vetemjöl, socker, melass, glukossirap, lakritsextrakt (3 %), salmiak (ammoniumklorid), anisolja, vegetabilisk olja (raps), salt, färgämne (vegetabiliskt kol).",
    },
    nutrients: nutrients(1400, 330, 1.5, 0.3, 73, 38, 2, 3.8, 0.8),
    portionGrams: 20,
    allergens: { milk: "0", soy: "0", hazelnut: "0", almond: "0", gluten: "1" },
    suitableFor: { vegetarian: "1", vegan: "1" },
    diets: { "gluten-free": "0", "lactose-free": "1", "milk-free": "1" },
  },
  pralines: {
    foodName: { fi: "Suklaakonvehteja", en: "Assorted chocolates", sv: "Chokladpraliner" },
    ingredients: {
      fi: "sokeri, kaakaovoi, täysmaitojauhe, kaakaomassa, hasselpähkinä, manteli, kerma (maito), glukoosisiirappi, voi (maito), emulgointiaine (soijalesitiini), aromit.",
      en: "sugar, cocoa butter, whole milk powder, cocoa mass, hazelnuts, almonds, cream (milk), glucose syrup, butter (milk), emulsifier (soya lecithin), flavourings.",
      sv: "socker, kakaosmör, helmjölkspulver, kakaomassa, hasselnötter, mandel, grädde (mjölk), glukossirap, smör (mjölk), emulgeringsmedel (sojalecitin), aromer.",
    },
    nutrients: nutrients(2200, 528, 31, 17, 55, 50, 2.5, 6.5, 0.25),
    portionGrams: 15,
    allergens: { milk: "1", soy: "1", hazelnut: "1", almond: "1", gluten: "2" },
    suitableFor: { vegetarian: "1", vegan: "0" },
    diets: { "gluten-free": "0", "lactose-free": "0", "milk-free": "0" },
  },
};
