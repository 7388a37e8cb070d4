// The site's languages and the default one (spec 000 §9).
export const LANGUAGES = ["fi", "en", "sv"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "fi";
