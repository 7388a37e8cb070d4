// The custom tablet designer's rules (spec 001 §5, §9): field limits, the back text's lines, and
// the defaults. Its schemas are in shared/schemas/custom-tablet.ts, so the designer's page hydrates
// without valibot.

export const TABLET_LIMITS = {
  frontText: 16,
  backTextLines: 6,
  backTextLineLength: 50,
  /** 6 × 50 characters plus the line breaks. */
  backTextTotal: 306,
  signature: 30,
  text: { min: 2, max: 255 },
  postalCode: { min: 4, max: 7 },
  quantity: { min: 1, max: 99 },
} as const;

/** The designer's starting quantity; its starting country and prefix come from the page's countries (countries.ts). */
export const TABLET_DEFAULTS = { quantity: 1 } as const;

/** Truncates typed back text to the maximum lines and characters per line. */
export function truncateBackText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .slice(0, TABLET_LIMITS.backTextLines)
    .map((line) => line.slice(0, TABLET_LIMITS.backTextLineLength))
    .join("\n");
}

export function backTextCounter(text: string) {
  const lines = text.split("\n");
  return {
    lines: lines.length,
    characters: Math.max(...lines.map((line) => line.length)),
    maxLines: TABLET_LIMITS.backTextLines,
    maxCharactersPerLine: TABLET_LIMITS.backTextLineLength,
  };
}
