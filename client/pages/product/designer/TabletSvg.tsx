// The preview's SVG frame: a rounded chocolate slab in the flavour's colours with a darker bottom
// edge, exposed to assistive tech as one image (role img makes its parts presentational) with a
// title and a description of what it shows.
import { type ReactNode, useId } from "react";
import type { TabletColours } from "./tablet-colours.ts";

export const TABLET_WIDTH = 640;
export const TABLET_HEIGHT = 400;
const EDGE = 8;

export interface TabletSvgProps {
  title: string;
  description: string;
  colours: TabletColours;
  children: ReactNode;
}

export function TabletSvg({ title, description, colours, children }: TabletSvgProps) {
  const id = useId();
  return (
    <svg
      className="tablet-preview__svg"
      viewBox={`0 0 ${TABLET_WIDTH} ${TABLET_HEIGHT}`}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <g>
        <rect x={EDGE} y={EDGE} width={TABLET_WIDTH - 2 * EDGE} height={TABLET_HEIGHT - 2 * EDGE} rx={22} fill={colours.shadow} />
        <rect x={EDGE} y={EDGE} width={TABLET_WIDTH - 2 * EDGE} height={TABLET_HEIGHT - 3 * EDGE} rx={22} fill={colours.base} />
        {children}
      </g>
    </svg>
  );
}

/** A raised rectangle: light top-left, dark bottom-right, the chocolate colour on top. */
export function Bevel({
  x,
  y,
  width,
  height,
  colours,
  radius = 6,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
  colours: TabletColours;
  radius?: number;
}) {
  return (
    <>
      <rect x={x - 2} y={y - 2} width={width} height={height} rx={radius} fill={colours.highlight} />
      <rect x={x + 2} y={y + 2} width={width} height={height} rx={radius} fill={colours.shadow} />
      <rect x={x} y={y} width={width} height={height} rx={radius} fill={colours.base} />
    </>
  );
}

/** Text pressed into the chocolate: a dark offset copy under the lighter letters. */
export function EmbossedText({
  x,
  y,
  size,
  colours,
  italic = false,
  anchor = "middle",
  children,
}: {
  x: number;
  y: number;
  size: number;
  colours: TabletColours;
  italic?: boolean;
  anchor?: "start" | "middle" | "end";
  children: string;
}) {
  const style = { whiteSpace: "pre" as const };
  const common = {
    fontSize: size,
    fontFamily: "Georgia, 'Times New Roman', serif",
    fontStyle: italic ? "italic" : undefined,
    fontWeight: 700,
    textAnchor: anchor,
    dominantBaseline: "middle" as const,
    style,
  };
  return (
    <>
      <text x={x + 2} y={y + 2} fill={colours.shadow} {...common}>
        {children}
      </text>
      <text x={x} y={y} fill={colours.text} {...common}>
        {children}
      </text>
    </>
  );
}
