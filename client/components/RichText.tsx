// CMS HTML that the worker has already passed through its allow-list sanitiser: only the branded
// `Html` of a field its schema declares with html() (shared/schemas/html.ts), never a plain string.
import type { ElementType } from "react";
import type { Html } from "../../shared/schemas/html.ts";

export function RichText({ html, as: Tag = "div", className }: { html: Html; as?: ElementType; className?: string }) {
  return <Tag className={className ? `rich-text ${className}` : "rich-text"} dangerouslySetInnerHTML={{ __html: html }} />;
}
