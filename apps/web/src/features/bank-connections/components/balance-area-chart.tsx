import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The drawing (recharts through Mantine), loaded only when an account's balances are on screen. */
export default function BalanceAreaChart({ points }: { points: { date: string; balance: number }[] }) {
  const data = points.map((p) => ({
    date: monthDay.format(new Date(`${p.date}T00:00:00Z`)),
    Balance: p.balance / 100,
  }));
  return (
    <AreaChart
      h={160}
      data={data}
      dataKey="date"
      series={[{ name: 'Balance', color: 'teal.6' }]}
      curveType="monotone"
      valueFormatter={(v) =>
        v.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
      }
      yAxisProps={{ width: 70 }}
      xAxisProps={{ minTickGap: 24 }}
      gridAxis="y"
      tickLine="none"
      fillOpacity={0.2}
      withDots={false}
    />
  );
}
