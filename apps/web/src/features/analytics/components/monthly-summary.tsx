import { type AdminAnalytics, type MonthlyFigure, monthlyLabels } from '@app/contracts/analytics.contract';
import { LineChart } from '@mantine/charts';
import '@mantine/core/styles/ColorSwatch.css';
import { ColorSwatch, Group, Table, Text } from '@mantine/core';
import { ChartCard } from './chart-card';
import { FigureDefinition } from './figure-definition';
import { monthText } from './figure-text';

const series: { name: MonthlyFigure; color: string }[] = [
  { name: 'newClients', color: 'brand.6' },
  { name: 'disputesCreated', color: 'grape.7' },
  { name: 'disputesSent', color: 'orange.7' },
  { name: 'responsesReceived', color: 'cyan.8' },
  { name: 'itemsDeleted', color: 'teal.7' },
];

export function MonthlySummaryCard({ monthly }: Pick<AdminAnalytics, 'monthly'>) {
  const months = monthly.months;
  const total = (k: MonthlyFigure) => months.reduce((n, m) => n + m[k], 0);
  const first = months[0]?.month;
  const last = months.at(-1)?.month;
  const caption = `Twelve months${first && last ? ` from ${monthText(first)} to ${monthText(last)}` : ''}: ${series
    .map((s) => `${total(s.name)} ${monthlyLabels[s.name].toLowerCase()}`)
    .join(', ')}.`;
  return (
    <ChartCard
      title="Monthly summary"
      definition={monthly.definition}
      caption={caption}
      chart={
        <>
          <LineChart
            h={280}
            data={months.map((m) => ({ ...m, month: monthText(m.month) }))}
            dataKey="month"
            series={series.map((s) => ({ ...s, label: monthlyLabels[s.name] }))}
            curveType="linear"
            yAxisProps={{ width: 36, allowDecimals: false }}
            xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 12 }}
            gridAxis="y"
          />
          {/* The chart's own legend cannot wrap on a phone; this one does. */}
          <Group gap="md" mt="xs" justify="center">
            {series.map((s) => (
              <Group key={s.name} gap={6} wrap="nowrap">
                <ColorSwatch
                  color={`var(--mantine-color-${s.color.replace('.', '-')})`}
                  size={12}
                  withShadow={false}
                />
                <Text fz="xs">{monthlyLabels[s.name]}</Text>
              </Group>
            ))}
          </Group>
        </>
      }
      table={
        <Table striped fz="sm" miw={560}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Month</Table.Th>
              {series.map((s) => (
                <Table.Th key={s.name}>
                  <Group gap={2} wrap="nowrap">
                    {monthlyLabels[s.name]}
                    <FigureDefinition label={monthlyLabels[s.name]} definition={monthly.columns[s.name]} />
                  </Group>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {months.map((m) => (
              <Table.Tr key={m.month}>
                <Table.Th scope="row">{monthText(m.month)}</Table.Th>
                {series.map((s) => (
                  <Table.Td key={s.name}>{m[s.name]}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
    />
  );
}
