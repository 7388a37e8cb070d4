// The ops page's charts, drawn on the worker as SVG: no script, so nothing for the page's CSP to
// allow. Each is an image with its name (the SVG's title) and a summary (its desc); the numbers
// themselves stand beside each chart in a table.
import type { ReactNode } from "react";

const WIDTH = 640;
const LABEL_WIDTH = 170;
const INK = "#1a1a1a";
const GRID = "#c8c8c8";
export const SERIES_COLOURS = ["#1b4f72", "#5d8aa8"] as const;

interface ChartFrame {
  id: string;
  title: string;
  summary: string;
  height: number;
  children: ReactNode;
}

function Chart({ id, title, summary, height, children }: ChartFrame) {
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width={WIDTH}
      height={height}
      fontFamily="system-ui, sans-serif"
      fontSize={12}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{summary}</desc>
      {children}
    </svg>
  );
}

function Legend({ names, colours, y }: { names: readonly string[]; colours: readonly string[]; y: number }) {
  return (
    <g>
      {names.map((name, index) => (
        <g key={name} transform={`translate(${LABEL_WIDTH + index * 130}, ${y})`}>
          <rect width={12} height={12} fill={colours[index]} />
          <text x={18} y={10} fill={INK}>
            {name}
          </text>
        </g>
      ))}
    </g>
  );
}

export interface BarRow {
  label: string;
  values: readonly (number | null)[];
}

/**
 * Horizontal bars, a group per row (a page type) with a bar per series (last day, last week), and
 * dashed marks where a value turns from good and where it turns poor.
 */
export function GroupedBars(props: {
  id: string;
  title: string;
  summary: string;
  rows: readonly BarRow[];
  series: readonly string[];
  marks: readonly { at: number; label: string; colour: string }[];
  format: (value: number) => string;
}) {
  const { rows, series, marks } = props;
  const barHeight = 11;
  const rowHeight = series.length * barHeight + 10;
  const top = 34;
  const height = top + rows.length * rowHeight + 24;
  const largest = Math.max(...rows.flatMap((row) => row.values.map((value) => value ?? 0)), ...marks.map((mark) => mark.at));
  const scale = (WIDTH - LABEL_WIDTH - 20) / (largest * 1.08 || 1);
  return (
    <Chart id={props.id} title={props.title} summary={props.summary} height={height}>
      <Legend names={series} colours={SERIES_COLOURS} y={4} />
      {rows.map((row, index) => {
        const y = top + index * rowHeight;
        return (
          <g key={row.label}>
            <text x={LABEL_WIDTH - 8} y={y + rowHeight / 2} textAnchor="end" fill={INK}>
              {row.label}
            </text>
            {row.values.map((value, serie) =>
              value === null ? null : (
                <rect
                  key={series[serie]}
                  x={LABEL_WIDTH}
                  y={y + serie * barHeight}
                  width={Math.max(1, value * scale)}
                  height={barHeight - 2}
                  fill={SERIES_COLOURS[serie]}
                />
              ),
            )}
          </g>
        );
      })}
      {marks.map((mark) => (
        <g key={mark.label}>
          <line
            x1={LABEL_WIDTH + mark.at * scale}
            x2={LABEL_WIDTH + mark.at * scale}
            y1={top - 6}
            y2={height - 20}
            stroke={mark.colour}
            strokeDasharray="4 3"
            strokeWidth={1.5}
          />
          <text x={LABEL_WIDTH + mark.at * scale} y={height - 6} textAnchor="middle" fill={INK}>
            {mark.label} {props.format(mark.at)}
          </text>
        </g>
      ))}
    </Chart>
  );
}

/** One bar per row split into the shares of each part (HIT, STALE, MISS, BYPASS), 0 to 100 %. */
export function ShareBars(props: {
  id: string;
  title: string;
  summary: string;
  rows: readonly { label: string; counts: readonly number[] }[];
  parts: readonly string[];
  colours: readonly string[];
}) {
  const barHeight = 24;
  const top = 30;
  const height = top + props.rows.length * (barHeight + 12) + 8;
  const span = WIDTH - LABEL_WIDTH - 20;
  return (
    <Chart id={props.id} title={props.title} summary={props.summary} height={height}>
      <Legend names={props.parts} colours={props.colours} y={4} />
      {props.rows.map((row, index) => {
        const y = top + index * (barHeight + 12);
        const total = row.counts.reduce((sum, count) => sum + count, 0);
        let x = LABEL_WIDTH;
        return (
          <g key={row.label}>
            <text x={LABEL_WIDTH - 8} y={y + barHeight / 2 + 4} textAnchor="end" fill={INK}>
              {row.label}
            </text>
            <rect x={LABEL_WIDTH} y={y} width={span} height={barHeight} fill="none" stroke={GRID} />
            {row.counts.map((count, part) => {
              const width = total ? (count / total) * span : 0;
              const segment = (
                <rect
                  key={props.parts[part]}
                  x={x}
                  y={y}
                  width={width}
                  height={barHeight}
                  fill={props.colours[part]}
                  stroke="#ffffff"
                />
              );
              x += width;
              return segment;
            })}
          </g>
        );
      })}
    </Chart>
  );
}

/** A column per hour of the last day; hours with nothing to show have no column. */
export function HourColumns(props: {
  id: string;
  title: string;
  summary: string;
  hours: readonly { label: string; value: number | null }[];
  colour: string;
  format: (value: number) => string;
}) {
  const top = 16;
  const plot = 150;
  const height = top + plot + 28;
  const left = 64;
  const step = (WIDTH - left - 10) / props.hours.length;
  const largest = Math.max(...props.hours.map((hour) => hour.value ?? 0));
  const scale = plot / (largest * 1.1 || 1);
  return (
    <Chart id={props.id} title={props.title} summary={props.summary} height={height}>
      <line x1={left} x2={WIDTH - 10} y1={top + plot} y2={top + plot} stroke={GRID} />
      <text x={left - 6} y={top + 4} textAnchor="end" fill={INK}>
        {props.format(largest)}
      </text>
      <line x1={left} x2={WIDTH - 10} y1={top + plot - largest * scale} y2={top + plot - largest * scale} stroke={GRID} />
      {props.hours.map((hour, index) => {
        const x = left + index * step;
        return (
          <g key={hour.label}>
            {hour.value === null ? null : (
              <rect
                x={x + 2}
                y={top + plot - hour.value * scale}
                width={step - 4}
                height={Math.max(1, hour.value * scale)}
                fill={props.colour}
              />
            )}
            {index % 3 === 0 ? (
              <text x={x + step / 2} y={top + plot + 16} textAnchor="middle" fill={INK}>
                {hour.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </Chart>
  );
}
