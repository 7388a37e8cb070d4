// CMS HTML that the worker has already passed through its allow-list sanitiser.
import type { ElementType } from "react";

export function RichText({ html, as: Tag = "div", className }: { html: string; as?: ElementType; className?: string }) {
  return <Tag className={className ? `rich-text ${className}` : "rich-text"} dangerouslySetInnerHTML={{ __html: html }} />;
}
