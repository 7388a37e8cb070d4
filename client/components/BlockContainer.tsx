// The width a block's content keeps inside a full-bleed content area, shared by every block.
import type { CSSProperties, ReactNode } from "react";
import "./BlockContainer.css";

export type BlockWidth = "narrow" | "medium" | "wide" | "full";

export function BlockContainer({
  width = "wide",
  className,
  style,
  children,
}: {
  width?: BlockWidth;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <div className={["block-container", `block-container--${width}`, className].filter(Boolean).join(" ")} style={style}>
      {children}
    </div>
  );
}

/** Inline colours an editor chose for a block (already validated as hex by the block schema). */
export function blockColours(backgroundColor?: string | null, textColor?: string | null): CSSProperties | undefined {
  if (!backgroundColor && !textColor) return undefined;
  return { backgroundColor: backgroundColor ?? undefined, color: textColor ?? undefined };
}
