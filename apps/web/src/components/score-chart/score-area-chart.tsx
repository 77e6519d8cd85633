import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** The drawing itself (recharts through Mantine): loaded only when a score chart is on screen. */
export default function ScoreAreaChart({
  points,
  low,
  high,
}: {
  points: { score: number; recordedAt: string }[];
  low: number;
  high: number;
}) {
  const data = points.map((p) => ({ date: monthDay.format(new Date(p.recordedAt)), Score: p.score }));
  return (
    <AreaChart
      h={220}
      data={data}
      dataKey="date"
      series={[{ name: 'Score', color: 'brand.6' }]}
      curveType="monotone"
      yAxisProps={{ domain: [low, high], width: 40 }}
      xAxisProps={{ minTickGap: 24 }}
      withDots
      gridAxis="y"
      tickLine="none"
      fillOpacity={0.25}
    />
  );
}
