import { useId } from 'react';
import { formatNumber } from '../lib/formatters.ts';

/** `color`: any CSS colour, custom properties included (the chart's lines are styled, not painted by attribute). */
export type ChartSeries = { name: string; values: number[]; color: string };

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 44 };

/** A round maximum for the y axis (1, 2, 5 × a power of ten) at or above `value`. */
export function niceMaximum(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value)!;
  return step * power;
}

/**
 * A small line chart of weekly figures, drawn in SVG with no library. It is an image to assistive technology,
 * named by its title and described by each series' total; the screen shows the same numbers in a table.
 */
export function WeeklyChart({ title, labels, series }: { title: string; labels: string[]; series: ChartSeries[] }) {
  const id = useId();
  const maximum = niceMaximum(Math.max(0, ...series.flatMap((line) => line.values)));
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) =>
    PAD.left + (labels.length <= 1 ? innerWidth / 2 : (index * innerWidth) / (labels.length - 1));
  const y = (value: number) => PAD.top + innerHeight - (value / maximum) * innerHeight;
  const ticks = [0, maximum / 2, maximum];
  const labelEvery = Math.max(1, Math.ceil(labels.length / 6));
  const description = series
    .map((line) => `${line.name}: ${formatNumber(line.values.reduce((total, value) => total + value, 0))} in total`)
    .join('; ');

  return (
    <figure className="mb-4">
      <figcaption id={`${id}-title`} className="fw-semibold mb-1">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="w-100 h-auto"
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
      >
        <desc id={`${id}-desc`}>{`${labels.length} weeks. ${description}.`}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} style={{ stroke: 'var(--mw-line)' }} />
            <text
              x={PAD.left - 6}
              y={y(tick) + 4}
              textAnchor="end"
              fontSize="11"
              style={{ fill: 'var(--mw-ink-muted)' }}
            >
              {formatNumber(tick)}
            </text>
          </g>
        ))}
        {labels.map((label, index) =>
          index % labelEvery === 0 ? (
            <text
              key={label}
              x={x(index)}
              y={HEIGHT - 8}
              textAnchor="middle"
              fontSize="11"
              style={{ fill: 'var(--mw-ink-muted)' }}
            >
              {label.slice(5)}
            </text>
          ) : null,
        )}
        {series.map((line) => (
          <g key={line.name}>
            <polyline
              fill="none"
              style={{ stroke: line.color }}
              strokeWidth="2"
              points={line.values.map((value, index) => `${x(index)},${y(value)}`).join(' ')}
            />
            {line.values.map((value, index) => (
              <circle key={labels[index]} cx={x(index)} cy={y(value)} r="3" style={{ fill: line.color }}>
                <title>{`${line.name}, week of ${labels[index]}: ${formatNumber(value)}`}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
      <ul className="list-inline small mb-0" aria-hidden="true">
        {series.map((line) => (
          <li key={line.name} className="list-inline-item me-3">
            <span
              className="d-inline-block me-1 align-middle"
              style={{ width: 12, height: 3, backgroundColor: line.color }}
            />
            {line.name}
          </li>
        ))}
      </ul>
    </figure>
  );
}
