// The cafés' lunch menus in fi, en and sv, stored on a location as the CMS stores them: JSON text of
// items with Id, Title and MainBody (HTML; spec 001 §3 lunchLists).
import type { Language } from "../../../../../shared/languages.ts";

export type LunchMenu = "weekly" | "vegan" | "brunch";

const dishes = (days: [string, string][]) =>
  `<ul>${days.map(([day, dish]) => `<li><strong>${day}:</strong> ${dish}</li>`).join("")}</ul>`;

const MENUS: Record<LunchMenu, { id: number; title: Record<Language, string>; body: Record<Language, string> }> = {
  weekly: {
    id: 1,
    title: { fi: "Viikon lounas", en: "This week's lunch", sv: "Veckans lunch" },
    body: {
      fi: `${dishes([
        ["Maanantai", "Lohikeitto ja ruisleipää"],
        ["Tiistai", "Broileria kaakaokastikkeessa ja uunijuureksia"],
        ["Keskiviikko", "Kasvislasagne"],
        ["Torstai", "Hernekeitto ja pannukakku"],
        ["Perjantai", "Paahdettua lohta ja tilliperunoita"],
      ])}<p>Lounas 12,90 € sisältää salaatin, leivän, kahvin ja palan suklaata. Tarjolla arkisin klo 11–14.</p>`,
      en: `${dishes([
        ["Monday", "Salmon soup with rye bread"],
        ["Tuesday", "Chicken in cocoa sauce with roasted root vegetables"],
        ["Wednesday", "Vegetable lasagne"],
        ["Thursday", "Pea soup and oven pancake"],
        ["Friday", "Roast salmon with dill potatoes"],
      ])}<p>Lunch €12.90 includes salad, bread, coffee and a piece of chocolate. Served on weekdays 11 am–2 pm.</p>`,
      sv: `${dishes([
        ["Måndag", "Laxsoppa med rågbröd"],
        ["Tisdag", "Kyckling i kakaosås med ugnsrostade rotfrukter"],
        ["Onsdag", "Grönsakslasagne"],
        ["Torsdag", "Ärtsoppa och ugnspannkaka"],
        ["Fredag", "Ugnsstekt lax med dillpotatis"],
      ])}<p>Lunch 12,90 € med sallad, bröd, kaffe och en bit choklad. Serveras vardagar kl. 11–14.</p>`,
    },
  },
  vegan: {
    id: 2,
    title: { fi: "Vegaaninen lounas", en: "Vegan lunch", sv: "Vegansk lunch" },
    body: {
      fi: "<p>Joka arkipäivä kikhernecurry ja täysjyväriisiä, päivän salaatti ja jälkiruoaksi kaurasuklaata. 11,90 €.</p>",
      en: "<p>Every weekday: chickpea curry with brown rice, the salad of the day and oat chocolate for dessert. €11.90.</p>",
      sv: "<p>Varje vardag: kikärtscurry med fullkornsris, dagens sallad och havrechoklad till efterrätt. 11,90 €.</p>",
    },
  },
  brunch: {
    id: 3,
    title: { fi: "Viikonlopun brunssi", en: "Weekend brunch", sv: "Helgbrunch" },
    body: {
      fi: "<p>Lauantaisin ja sunnuntaisin klo 10–14: karjalanpiirakoita ja munavoita, tuorepuuroa marjoilla, juustoja, lämmin kasvispiiras ja suklaamousse. 24,50 €, lapset 4–12 v. 12 €.</p>",
      en: "<p>Saturdays and Sundays 10 am–2 pm: Karelian pasties with egg butter, overnight oats with berries, cheeses, a warm vegetable pie and chocolate mousse. €24.50, children aged 4–12 €12.</p>",
      sv: "<p>Lördagar och söndagar kl. 10–14: karelska piroger med äggsmör, kall gröt med bär, ostar, varm grönsakspaj och chokladmousse. 24,50 €, barn 4–12 år 12 €.</p>",
    },
  },
};

/** A location's lunchLists field: its menus as the CMS's JSON text, or null for a place without lunch. */
export function lunchListsText(menus: readonly LunchMenu[], language: Language): string | null {
  if (!menus.length) return null;
  return JSON.stringify(
    menus.map((menu) => ({ Id: MENUS[menu].id, Title: MENUS[menu].title[language], MainBody: MENUS[menu].body[language] })),
  );
}
