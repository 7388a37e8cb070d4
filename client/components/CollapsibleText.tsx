// Long CMS text shown clipped with a show more/less toggle (description > 200 chars, hero > 400 chars).
import { type CSSProperties, useId, useState } from "react";
import type { Html } from "../../shared/schemas/html.ts";
import { useLingui } from "@lingui/react";
import { RichText } from "./RichText.tsx";
import "./CollapsibleText.css";

export interface CollapsibleTextProps {
  /** Sanitised CMS HTML, or plain text (rendered as text, never as markup). */
  content: { html: Html } | { text: string };
  /** Texts up to this many visible characters are shown whole, with no toggle. */
  threshold: number;
  /** How much stays visible while collapsed, as a CSS length (the spec gives it in em). */
  collapsedHeight: string;
  className?: string;
}

/** The visible characters of CMS HTML: the same on the worker and in the browser, so no DOM needed. */
export function visibleLength(html: string): number {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .replace(/\s+/g, " ")
    .trim().length;
}

export function CollapsibleText({ content, threshold, collapsedHeight, className }: CollapsibleTextProps) {
  const { i18n } = useLingui();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const body = "html" in content ? <RichText html={content.html} /> : <p>{content.text}</p>;
  const length = "html" in content ? visibleLength(content.html) : content.text.trim().length;
  if (length <= threshold) return <div className={className}>{body}</div>;
  const classes = ["collapsible-text", expanded ? "collapsible-text--expanded" : null, className].filter(Boolean).join(" ");
  return (
    <div className={classes} style={{ "--collapsible-text-height": collapsedHeight } as CSSProperties}>
      <div id={id} className="collapsible-text__body">
        {body}
      </div>
      <button
        type="button"
        className="collapsible-text__toggle"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? i18n._("blocks.collapsible.less") : i18n._("blocks.collapsible.more")}
      </button>
    </div>
  );
}
