// The tablet's front: a grid of pieces with a raised plaque in the middle that carries the front text.
import { useLingui } from "@lingui/react";
import type { TabletColours } from "./tablet-colours.ts";
import { Bevel, EmbossedText, TABLET_HEIGHT, TABLET_WIDTH, TabletSvg } from "./TabletSvg.tsx";

const COLUMNS = 6;
const ROWS = 4;
const INSET = 30;
const GAP = 10;
const PIECE_WIDTH = (TABLET_WIDTH - 2 * INSET - (COLUMNS - 1) * GAP) / COLUMNS;
const PIECE_HEIGHT = (TABLET_HEIGHT - 2 * INSET - 8 - (ROWS - 1) * GAP) / ROWS;
// The plaque covers the middle four columns of the middle two rows.
const PLAQUE = { column: 1, row: 1, columns: 4, rows: 2 };

const pieceX = (column: number) => INSET + column * (PIECE_WIDTH + GAP);
const pieceY = (row: number) => INSET + row * (PIECE_HEIGHT + GAP);
const underPlaque = (column: number, row: number) =>
  column >= PLAQUE.column && column < PLAQUE.column + PLAQUE.columns && row >= PLAQUE.row && row < PLAQUE.row + PLAQUE.rows;

export function TabletFront({ text, flavourName, colours }: { text: string; flavourName: string; colours: TabletColours }) {
  const { i18n } = useLingui();
  const plaqueWidth = PLAQUE.columns * PIECE_WIDTH + (PLAQUE.columns - 1) * GAP;
  const plaqueHeight = PLAQUE.rows * PIECE_HEIGHT + (PLAQUE.rows - 1) * GAP;
  const x = pieceX(PLAQUE.column);
  const y = pieceY(PLAQUE.row);
  // Georgia bold averages a little over half an em per character.
  const size = Math.min(56, (plaqueWidth - 24) / (Math.max(text.length, 1) * 0.6));
  const pieces = [];
  for (let row = 0; row < ROWS; row++) {
    for (let column = 0; column < COLUMNS; column++) {
      if (underPlaque(column, row)) continue;
      pieces.push(
        <Bevel
          key={`${row}-${column}`}
          x={pieceX(column)}
          y={pieceY(row)}
          width={PIECE_WIDTH}
          height={PIECE_HEIGHT}
          colours={colours}
        />,
      );
    }
  }
  return (
    <TabletSvg
      title={i18n._("tablet.preview.front-title")}
      description={i18n._("tablet.preview.front-description", { flavour: flavourName, text })}
      colours={colours}
    >
      {pieces}
      <Bevel x={x} y={y} width={plaqueWidth} height={plaqueHeight} colours={colours} radius={10} />
      <EmbossedText x={x + plaqueWidth / 2} y={y + plaqueHeight / 2} size={size} colours={colours}>
        {text}
      </EmbossedText>
    </TabletSvg>
  );
}
