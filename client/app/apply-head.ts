// Applies head tags to the live document after a client navigation; the canonical link changes only
// when it differs from the one already there.
import { type HeadTags, NAMED_META } from "../../shared/rules/head-tags.ts";

function upsertMeta(attribute: "name" | "property", key: string, content: string | null) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) return void element?.remove();
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

export function applyHead(tags: HeadTags): void {
  const root = document.documentElement;
  root.lang = tags.lang;
  root.dataset.theme = tags.theme;
  if (document.title !== tags.title) document.title = tags.title;
  upsertMeta("name", "description", tags.description);
  upsertMeta("name", "robots", tags.robots);
  for (const name of NAMED_META) upsertMeta("name", name, tags.named.find((tag) => tag.name === name)?.content ?? null);
  for (const element of document.head.querySelectorAll('meta[property^="og:"]')) element.remove();
  for (const tag of tags.openGraph) upsertMeta("property", tag.property, tag.content);
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement("link");
    canonical.rel = "canonical";
    document.head.appendChild(canonical);
  }
  if (canonical.href !== tags.canonical) canonical.href = tags.canonical;
  for (const element of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) element.remove();
  for (const alternate of tags.alternates) {
    const link = document.createElement("link");
    link.rel = "alternate";
    link.hreflang = alternate.hreflang;
    link.href = alternate.href;
    document.head.appendChild(link);
  }
}
