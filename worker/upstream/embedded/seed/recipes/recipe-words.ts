// Words several demo recipes share: cuisines and the baking staples' ingredient lines.
import { t } from "../../catalogue/seed/helpers.ts";

export const FINNISH = t("Suomalainen", "Finnish", "Finsk");
export const NORDIC = t("Pohjoismainen", "Nordic", "Nordisk");

export const BUTTER = (grams: number) => t(`${grams} g voita`, `${grams} g butter`, `${grams} g smör`);
export const EGGS = (count: number) =>
  count === 1 ? t("1 kananmuna", "1 egg", "1 ägg") : t(`${count} kananmunaa`, `${count} eggs`, `${count} ägg`);
export const SUGAR = (dl: string, ml: number) => t(`${dl} dl sokeria`, `${ml} ml sugar`, `${dl} dl socker`);
export const FLOUR = (dl: string, ml: number) => t(`${dl} dl vehnäjauhoja`, `${ml} ml plain flour`, `${dl} dl vetemjöl`);
