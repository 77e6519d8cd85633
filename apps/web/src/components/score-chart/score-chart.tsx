import { maxScore, minScore } from '@app/contracts/score';
import { Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useId } from 'react';

export interface ScoreChartPoint {
  score: number;
  recordedAt: string;
}

const height = 220;
const pad = { top: 16, right: 20, bottom: 32, left: 44 };

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/**
 * A line chart of score history (oldest first), drawn as plain SVG at the width it is given so its
 * labels stay readable on a phone; the same data is a list for screen readers.
 */
export function ScoreChart({
  points,
  title = 'Score history',
}: {
  points: ScoreChartPoint[];
  title?: string;
}) {
  const titleId = useId();
  const { ref, width: measured } = useElementSize();
  const width = Math.max(240, Math.round(measured) || 640);
  if (points.length === 0) return <Text c="dimmed">No score history yet.</Text>;

  const scores = points.map((p) => p.score);
  const low = Math.max(minScore, Math.floor((Math.min(...scores) - 20) / 10) * 10);
  const high = Math.min(maxScore, Math.ceil((Math.max(...scores) + 20) / 10) * 10);
  const times = points.map((p) => new Date(p.recordedAt).getTime());
  const first = times[0] as number;
  const last = times[times.length - 1] as number;
  const span = Math.max(1, last - first);
  const plotWidth = width - pad.left - pad.right;
  const x = (t: number) =>
    points.length === 1 ? pad.left + plotWidth / 2 : pad.left + ((t - first) / span) * plotWidth;
  const y = (s: number) => pad.top + ((high - s) / (high - low)) * (height - pad.top - pad.bottom);
  const coords = points.map((p, i) => ({
    cx: x(times[i] as number),
    cy: y(p.score),
    p,
    t: times[i] as number,
  }));
  const line = coords.map((c, i) => `${i === 0 ? 'M' : 'L'}${c.cx.toFixed(1)},${c.cy.toFixed(1)}`).join(' ');
  const floor = height - pad.bottom;
  const area = `${line} L${coords[coords.length - 1]?.cx},${floor} L${coords[0]?.cx},${floor} Z`;
  const ticks = [low, Math.round((low + high) / 2), high];
  // Date labels about 70 px apart at least, so they never overlap on a phone.
  const every = Math.max(1, Math.ceil(points.length / Math.max(2, Math.floor(plotWidth / 70))));
  const anchor = (i: number) => (i === 0 ? 'start' : i === coords.length - 1 ? 'end' : 'middle');

  return (
    <figure style={{ margin: 0 }} ref={ref}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        height={height}
        role="img"
        aria-labelledby={titleId}
      >
        <title id={titleId}>
          {`${title}: ${points[0]?.score} on ${longDate.format(first)} to ${points[points.length - 1]?.score} on ${longDate.format(last)}`}
        </title>
        {ticks.map((t) => (
          <g key={t}>
            <line
              x1={pad.left}
              x2={width - pad.right}
              y1={y(t)}
              y2={y(t)}
              stroke="var(--mantine-color-gray-3)"
            />
            <text
              x={pad.left - 8}
              y={y(t) + 4}
              textAnchor="end"
              fontSize="12"
              fill="var(--mantine-color-gray-7)"
            >
              {t}
            </text>
          </g>
        ))}
        <path d={area} fill="var(--mantine-color-brand-0)" />
        <path
          d={line}
          fill="none"
          stroke="var(--mantine-color-brand-6)"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        {coords.map((c, i) => (
          <g key={c.p.recordedAt}>
            <circle
              cx={c.cx}
              cy={c.cy}
              r="4.5"
              fill="white"
              stroke="var(--mantine-color-brand-6)"
              strokeWidth="2.5"
            />
            {(i === coords.length - 1 || (i % every === 0 && coords.length - 1 - i >= every / 2)) && (
              <text
                x={c.cx}
                y={height - 10}
                textAnchor={anchor(i)}
                fontSize="12"
                fill="var(--mantine-color-gray-7)"
              >
                {monthDay.format(c.t)}
              </text>
            )}
          </g>
        ))}
      </svg>
      <VisuallyHidden component="figcaption">
        <ul>
          {points.map((p) => (
            <li key={p.recordedAt}>
              {longDate.format(new Date(p.recordedAt))}: {p.score}
            </li>
          ))}
        </ul>
      </VisuallyHidden>
    </figure>
  );
}
