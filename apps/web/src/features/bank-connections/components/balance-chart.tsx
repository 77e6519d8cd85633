import { formatCents } from '@app/contracts/common/money';
import { Skeleton, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';

// The charting library is big: loaded only when a balance chart is on screen.
const BalanceAreaChart = lazy(() => import('./balance-area-chart'));

/** Daily balances as a chart; the same range in words for screen readers. */
export function BalanceChart({
  points,
  label,
}: {
  points: { date: string; balance: number }[];
  label: string;
}) {
  const captionId = useId();
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  const low = points.reduce((a, b) => (b.balance < a.balance ? b : a));
  const high = points.reduce((a, b) => (b.balance > a.balance ? b : a));
  return (
    <figure style={{ margin: 0 }} aria-labelledby={captionId}>
      <div aria-hidden="true">
        <Suspense fallback={<Skeleton height={160} radius="md" />}>
          <BalanceAreaChart points={points} />
        </Suspense>
      </div>
      <VisuallyHidden component="figcaption" id={captionId}>
        {`${label}: ${formatCents(first.balance)} on ${first.date}, ${formatCents(last.balance)} on ${last.date}; lowest ${formatCents(low.balance)}, highest ${formatCents(high.balance)}.`}
      </VisuallyHidden>
    </figure>
  );
}
