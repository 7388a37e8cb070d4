// A heading at the CMS-configured level: the rendered level is the configured level plus one
// (spec 001 §9), since the page title is the h1.
import type { ReactNode } from "react";

export function Heading({ level = 1, className, children }: { level?: number; className?: string; children: ReactNode }) {
  const rendered = Math.min(Math.max(Math.round(level) + 1, 2), 6);
  const Tag = `h${rendered}` as "h2";
  return <Tag className={className}>{children}</Tag>;
}
