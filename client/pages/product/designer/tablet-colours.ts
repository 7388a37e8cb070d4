// The preview's chocolate colours from a flavour: a CSS hex colour in the variation's colour field
// is used as is, otherwise a known flavour word (fi/en/sv) picks a shade.
import type { Variation } from "../../../../shared/schemas/catalogue.ts";

export interface TabletColours {
  base: string;
  highlight: string;
  shadow: string;
  /** The embossed text: light on dark chocolate, dark on white chocolate. */
  text: string;
}

const SHADES: [RegExp, string][] = [
  [/white|valko|vit/i, "#efdfbf"],
  [/ruby|rubiini|rubin/i, "#9c4357"],
  [/caramel|kinuski|karamell|blond/i, "#b9773d"],
  [/oat|kaura|havre/i, "#7a4e2e"],
  [/milk|maito|mjölk/i, "#6f3f24"],
  [/dark|tumma|mörk|noir/i, "#3a1f12"],
];
const DEFAULT_SHADE = "#55301c";

function mix(hex: string, towards: number, amount: number): string {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `#${channels
    .map((channel) =>
      Math.round(channel + (towards - channel) * amount)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

function expandHex(colour: string): string | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match) return null;
  const digits = match[1]!;
  return digits.length === 3 ? `#${[...digits].map((digit) => digit + digit).join("")}` : `#${digits}`;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function tabletColours(flavour: Variation | null): TabletColours {
  const words = [flavour?.color, flavour?.code, flavour?.name].filter(Boolean).join(" ");
  const base = expandHex(flavour?.color ?? "") ?? SHADES.find(([pattern]) => pattern.test(words))?.[1] ?? DEFAULT_SHADE;
  const light = luminance(base) > 0.5;
  return {
    base,
    highlight: mix(base, 255, 0.22),
    shadow: mix(base, 0, 0.35),
    text: light ? mix(base, 0, 0.6) : mix(base, 255, 0.62),
  };
}
