import type { AdminAnalytics } from '@app/contracts/analytics.contract';
import { bureauLabel } from '@app/contracts/bureaus';
import { BarChart } from '@mantine/charts';
import { Table } from '@mantine/core';
import { ChartCard } from './chart-card';
import { daysText, noFigure, percentText } from './figure-text';

type Analytics = Pick<AdminAnalytics, 'bureauSuccess' | 'bureauResponseTime'>;

const axisName = (bureau: keyof typeof bureauLabel, n: number) => `${bureauLabel[bureau]} (n=${n})`;

export function BureauSuccessCard({ bureauSuccess }: Pick<Analytics, 'bureauSuccess'>) {
  const rows = bureauSuccess.bureaus;
  const data = rows.map((r) => ({ bureau: axisName(r.bureau, r.n), success: r.percent ?? 0 }));
  const caption = `Share of bureau answers that deleted, updated or partly changed the item: ${rows
    .map((r) => `${bureauLabel[r.bureau]} ${percentText(r.percent)} of ${r.n}`)
    .join(', ')}.`;
  return (
    <ChartCard
      title="Success rate by bureau"
      definition={bureauSuccess.definition}
      caption={caption}
      empty={bureauSuccess.overall.n === 0 ? 'No bureau answers recorded yet (n = 0).' : undefined}
      chart={
        <BarChart
          h={220}
          data={data}
          dataKey="bureau"
          series={[{ name: 'success', label: 'Success rate', color: 'teal.7' }]}
          yAxisProps={{ domain: [0, 100], width: 44 }}
          withBarValueLabel
          valueFormatter={(v) => `${v}%`}
          maxBarWidth={56}
          gridAxis="y"
        />
      }
      table={
        <Table striped fz="sm" miw={500}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Bureau</Table.Th>
              <Table.Th>Success</Table.Th>
              <Table.Th>Deleted</Table.Th>
              <Table.Th>Updated</Table.Th>
              <Table.Th>Partial</Table.Th>
              <Table.Th>Verified</Table.Th>
              <Table.Th>Frivolous</Table.Th>
              <Table.Th>Answers</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.bureau}>
                <Table.Th scope="row">{bureauLabel[r.bureau]}</Table.Th>
                <Table.Td>{percentText(r.percent)}</Table.Td>
                <Table.Td>{r.deleted}</Table.Td>
                <Table.Td>{r.updated}</Table.Td>
                <Table.Td>{r.partial}</Table.Td>
                <Table.Td>{r.verified}</Table.Td>
                <Table.Td>{r.frivolous}</Table.Td>
                <Table.Td>{r.n}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
    />
  );
}

export function BureauResponseTimeCard({ bureauResponseTime }: Pick<Analytics, 'bureauResponseTime'>) {
  const rows = bureauResponseTime.bureaus;
  const data = rows.map((r) => ({ bureau: axisName(r.bureau, r.n), days: r.averageDays ?? 0 }));
  const caption = `Average days from delivery to the bureau’s answer: ${rows
    .map(
      (r) =>
        `${bureauLabel[r.bureau]} ${r.averageDays === null ? noFigure : daysText(r.averageDays)} over ${r.n}`,
    )
    .join(', ')}. The red line marks the 30 days the law gives a bureau to answer.`;
  return (
    <ChartCard
      title="Response time by bureau"
      definition={bureauResponseTime.definition}
      caption={caption}
      empty={bureauResponseTime.overall.n === 0 ? 'No dated bureau answers yet (n = 0).' : undefined}
      chart={
        <BarChart
          h={220}
          data={data}
          dataKey="bureau"
          series={[{ name: 'days', label: 'Average days', color: 'brand.6' }]}
          // Room above the 30-day line, so it always shows.
          yAxisProps={{ width: 44, domain: [0, (max: number) => Math.max(35, Math.ceil(max * 1.15))] }}
          withBarValueLabel
          valueFormatter={(v) => `${v} d`}
          maxBarWidth={56}
          gridAxis="y"
          referenceLines={[{ y: 30, color: 'red.7' }]}
        />
      }
      table={
        <Table striped fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Bureau</Table.Th>
              <Table.Th>Average</Table.Th>
              <Table.Th>Answered disputes</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.bureau}>
                <Table.Th scope="row">{bureauLabel[r.bureau]}</Table.Th>
                <Table.Td>{daysText(r.averageDays)}</Table.Td>
                <Table.Td>{r.n}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
    />
  );
}
