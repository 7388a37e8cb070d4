// Page types and blocks are chosen by the last entry of contentType in lower-case hyphenated form.

/** "D2cArticle" → "d2c-article", "HeroBlock" → "hero-block", "HTTPError" → "http-error". */
export function toKebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1-$2")
    .replace(/[\s_]+/g, "-")
    .toLowerCase();
}

/** The module name a content item renders with, or "" when it has no content type. */
export function moduleNameOf(contentType: readonly string[] | null | undefined): string {
  const last = contentType?.at(-1);
  return last ? toKebabCase(last) : "";
}
