// The tablet's back: a smooth face with the back text's lines centred and the signature at the
// bottom right, sized so the longest allowed line (50 characters) still fits.
import { useLingui } from "@lingui/react";
import type { TabletColours } from "./tablet-colours.ts";
import { Bevel, EmbossedText, TABLET_HEIGHT, TABLET_WIDTH, TabletSvg } from "./TabletSvg.tsx";

const INSET = 30;
const TEXT_TOP = 50;
const TEXT_BOTTOM = 300;

export function TabletBack({ text, signature, colours }: { text: string; signature: string; colours: TabletColours }) {
  const { i18n } = useLingui();
  const lines = text.split("\n");
  const longest = Math.max(1, ...lines.map((line) => line.length));
  const size = Math.min(28, (TABLET_WIDTH - 2 * INSET - 40) / (longest * 0.56));
  const lineHeight = size * 1.35;
  const firstLine = (TEXT_TOP + TEXT_BOTTOM) / 2 - ((lines.length - 1) * lineHeight) / 2;
  const signatureSize = Math.min(26, 380 / (Math.max(signature.length, 1) * 0.5));
  return (
    <TabletSvg
      title={i18n._("tablet.preview.back-title")}
      description={i18n._("tablet.preview.back-description", { text: lines.join(" / "), signature })}
      colours={colours}
    >
      <Bevel
        x={INSET}
        y={INSET}
        width={TABLET_WIDTH - 2 * INSET}
        height={TABLET_HEIGHT - 2 * INSET - 8}
        colours={colours}
        radius={14}
      />
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their position in the text.
        <EmbossedText key={index} x={TABLET_WIDTH / 2} y={firstLine + index * lineHeight} size={size} colours={colours}>
          {line}
        </EmbossedText>
      ))}
      <EmbossedText
        x={TABLET_WIDTH - INSET - 24}
        y={TABLET_HEIGHT - INSET - 44}
        size={signatureSize}
        colours={colours}
        italic
        anchor="end"
      >
        {signature}
      </EmbossedText>
    </TabletSvg>
  );
}
