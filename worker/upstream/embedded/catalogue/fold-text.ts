// Folds text for matching: lower case without diacritics, so "Pähkinä", "pahkina" and "PÄHKINÄ" match.
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
