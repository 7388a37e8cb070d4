// CMS HTML passes an allow-list before it is cached or rendered. workerd has no DOM, so the
// allow-list runs on HTMLRewriter (see docs/decisions/005-html-sanitiser.md). Which values are HTML
// is said by their schema, not their name: html() fields (shared/schemas/html.ts).
import { type Html, UnsanitisedHtml } from "../../shared/schemas/html.ts";

const DROP_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "noscript",
  "template",
  "form",
  "input",
  "button",
  "select",
  "textarea",
  "link",
  "meta",
  "base",
  "frame",
  "frameset",
  "svg",
  "math",
]);

const ALLOWED_ELEMENTS = new Set([
  "a",
  "abbr",
  "b",
  "blockquote",
  "br",
  "caption",
  "cite",
  "code",
  "dd",
  "del",
  "details",
  "div",
  "dl",
  "dt",
  "em",
  "figcaption",
  "figure",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "i",
  "img",
  "ins",
  "kbd",
  "li",
  "mark",
  "ol",
  "p",
  "picture",
  "pre",
  "q",
  "s",
  "small",
  "source",
  "span",
  "strong",
  "sub",
  "summary",
  "sup",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "time",
  "tr",
  "u",
  "ul",
]);

const GLOBAL_ATTRIBUTES = new Set([
  "class",
  "id",
  "title",
  "lang",
  "dir",
  "role",
  "aria-label",
  "aria-hidden",
  "aria-describedby",
]);
const ELEMENT_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(["href", "target", "rel", "hreflang"]),
  img: new Set(["src", "srcset", "sizes", "alt", "width", "height", "loading", "decoding"]),
  source: new Set(["srcset", "sizes", "media", "type"]),
  td: new Set(["colspan", "rowspan", "headers"]),
  th: new Set(["colspan", "rowspan", "scope", "headers"]),
  time: new Set(["datetime"]),
  ol: new Set(["start", "reversed", "type"]),
  details: new Set(["open"]),
  blockquote: new Set(["cite"]),
  q: new Set(["cite"]),
};
const URL_ATTRIBUTES = new Set(["href", "src", "cite"]);
const SAFE_URL = /^(?:https?:|mailto:|tel:|#|\/(?!\/)|\.{0,2}\/|[^:/?#]*(?:[/?#]|$))/i;

export function isSafeUrl(value: string): boolean {
  const compact = value.replace(/[\u0000-\u0020]/g, "");
  return SAFE_URL.test(compact) && !/^(?:javascript|data|vbscript):/i.test(compact);
}

/** Returns the HTML with only allow-listed elements, attributes and URL schemes left. */
export async function sanitiseHtml(html: string): Promise<string> {
  const rewriter = new HTMLRewriter().on("*", {
    element(element) {
      const tag = element.tagName.toLowerCase();
      if (DROP_WITH_CONTENT.has(tag)) return void element.remove();
      if (!ALLOWED_ELEMENTS.has(tag)) return void element.removeAndKeepContent();
      // workerd yields [name, value] pairs (the DOM typings describe a NamedNodeMap instead).
      for (const [name, value] of [...(element.attributes as unknown as Iterable<[string, string]>)]) {
        const allowed = GLOBAL_ATTRIBUTES.has(name) || ELEMENT_ATTRIBUTES[tag]?.has(name);
        if (!allowed || (URL_ATTRIBUTES.has(name) && !isSafeUrl(value))) element.removeAttribute(name);
        if (name === "srcset" && /(?:javascript|data|vbscript):/i.test(value)) element.removeAttribute(name);
      }
      if (tag === "a" && element.getAttribute("target") === "_blank") element.setAttribute("rel", "noopener noreferrer");
    },
    comments(comment) {
      comment.remove();
    },
  });
  return rewriter.transform(new Response(html, { headers: { "content-type": "text/html" } })).text();
}

/**
 * Sanitises, in place, every value a schema parsed with html(), wherever it sits in the parsed page
 * model (page fields, blocks, nested items, footer, popup) and whatever the field is called.
 */
export async function sanitisePageModel<T>(model: T): Promise<T> {
  const pending: Promise<void>[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) {
      if (value instanceof UnsanitisedHtml && !/[<&]/.test(value.raw)) record[key] = value.raw as Html;
      else if (value instanceof UnsanitisedHtml) {
        pending.push(
          sanitiseHtml(value.raw).then((clean) => {
            record[key] = clean as Html;
          }),
        );
      } else visit(value);
    }
  };
  visit(model);
  await Promise.all(pending);
  return model;
}
