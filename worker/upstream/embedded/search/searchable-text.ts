// The words of any content value for the search index: every string a shopper reads (titles, texts,
// HTML without its markup), none of the addresses, codes, colours, dates or settings beside them.
import { CONTENT_DEPTH } from "../content/content-tree.ts";

/** Keys whose values are settings or site chrome, never the content's words. */
const NOT_WORDS = new Set([
  "url",
  "href",
  "src",
  "imageUrl",
  "contentType",
  "contentLink",
  "theme",
  "variant",
  "layoutTheme",
  "headingLevel",
  "targetFrame",
  "icon",
  "guidValue",
  "footer",
  "banner",
  "sitePopup",
  "ogImage",
  "noIndex",
  "anchorId",
  "videoUrl",
  "embedUrl",
]);

/** An address, a path, a date, a colour or a code: nothing to search by. */
const NOT_PROSE = /^(\/|#|https?:|mailto:|tel:|\d{4}-\d{2}-\d{2}|[a-z0-9]+([-_][a-z0-9]+)+$)/i;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", shy: "" };

function plain(text: string): string {
  return text
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#\d+|[a-z]+);/gi, (entity, name: string) =>
      name.startsWith("#") ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name.toLowerCase()] ?? entity),
    )
    .replace(/\s+/g, " ")
    .trim();
}

/** The words of a value, in reading order, as one line. */
export function searchableText(value: unknown): string {
  const words: string[] = [];
  const walk = (node: unknown, depth: number) => {
    if (depth > CONTENT_DEPTH || node === null || node === undefined) return;
    if (typeof node === "string") {
      const text = plain(node);
      if (text && !NOT_PROSE.test(text)) words.push(text);
    } else if (Array.isArray(node)) for (const item of node) walk(item, depth + 1);
    else if (typeof node === "object")
      for (const [key, child] of Object.entries(node)) if (!NOT_WORDS.has(key)) walk(child, depth + 1);
  };
  walk(value, 0);
  return words.join(" ");
}
