import { personDate } from '@app/contracts/common/person-dates';
import { maxScore, minScore } from '@app/contracts/score';
import { Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useId, useRef } from 'react';
import { useInView } from '../../lib/use-in-view';

export interface ScoreChartPoint {
  score: number;
  recordedAt: string;
}

// The charting library is big; pages without a chart (the landing page above all) never load it.
const ScoreAreaChart = lazy(() => import('./score-area-chart'));

/** Score history (oldest first) as a chart; the same figures are a list for screen readers. */
export function ScoreChart({
  points,
  title = 'Score history',
}: {
  points: ScoreChartPoint[];
  title?: string;
}) {
  const captionId = useId();
  const frame = useRef<HTMLDivElement>(null);
  // The drawing is the page's heaviest piece: it waits until it is mostly on screen.
  const inView = useInView(frame);
  if (points.length === 0) return <Text c="dimmed">No score history yet.</Text>;
  const scores = points.map((p) => p.score);
  const low = Math.max(minScore, Math.floor((Math.min(...scores) - 20) / 10) * 10);
  const high = Math.min(maxScore, Math.ceil((Math.max(...scores) + 20) / 10) * 10);
  const first = points[0] as ScoreChartPoint;
  const last = points[points.length - 1] as ScoreChartPoint;
  return (
    <figure style={{ margin: 0 }} aria-labelledby={captionId}>
      <div aria-hidden="true" ref={frame}>
        {inView ? (
          <Suspense fallback={<Skeleton height={220} radius="md" />}>
            <ScoreAreaChart points={points} low={low} high={high} />
          </Suspense>
        ) : (
          <Skeleton height={220} radius="md" />
        )}
      </div>
      <VisuallyHidden component="figcaption" id={captionId}>
        {`${title}: ${first.score} on ${personDate(first.recordedAt)} to ${last.score} on ${personDate(last.recordedAt)}.`}
        <ul>
          {points.map((p) => (
            <li key={p.recordedAt}>
              {personDate(p.recordedAt)}: {p.score}
            </li>
          ))}
        </ul>
      </VisuallyHidden>
    </figure>
  );
}
