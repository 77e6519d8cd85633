import { maxScore, minScore } from '@app/contracts/score';
import { Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';

export interface ScoreChartPoint {
  score: number;
  recordedAt: string;
}

// The charting library is big; pages without a chart (the landing page above all) never load it.
const ScoreAreaChart = lazy(() => import('./score-area-chart'));

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** Score history (oldest first) as a chart; the same figures are a list for screen readers. */
export function ScoreChart({
  points,
  title = 'Score history',
}: {
  points: ScoreChartPoint[];
  title?: string;
}) {
  const captionId = useId();
  if (points.length === 0) return <Text c="dimmed">No score history yet.</Text>;
  const scores = points.map((p) => p.score);
  const low = Math.max(minScore, Math.floor((Math.min(...scores) - 20) / 10) * 10);
  const high = Math.min(maxScore, Math.ceil((Math.max(...scores) + 20) / 10) * 10);
  const first = points[0] as ScoreChartPoint;
  const last = points[points.length - 1] as ScoreChartPoint;
  return (
    <figure style={{ margin: 0 }} aria-labelledby={captionId}>
      <div aria-hidden="true">
        <Suspense fallback={<Skeleton height={220} radius="md" />}>
          <ScoreAreaChart points={points} low={low} high={high} />
        </Suspense>
      </div>
      <VisuallyHidden component="figcaption" id={captionId}>
        {`${title}: ${first.score} on ${longDate.format(new Date(first.recordedAt))} to ${last.score} on ${longDate.format(new Date(last.recordedAt))}.`}
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
