import type { AdminAnalytics } from '@app/contracts/analytics.contract';
import { BarChart } from '@mantine/charts';
import { Group, Table, Text } from '@mantine/core';
import { ChartCard } from './chart-card';
import { countText, pointsText } from './figure-text';

/** How clients' scores moved since they joined: a distribution, with average and median. */
export function ScoreChangeCard({ scoreChange: s }: Pick<AdminAnalytics, 'scoreChange'>) {
  const caption = `${countText(s.n, 'client', 'clients')} with two or more scores: ${s.improved} improved, ${
    s.declined
  } declined, ${s.unchanged} unchanged; average ${pointsText(s.average)}, median ${pointsText(s.median)} points.`;
  return (
    <ChartCard
      title="Score change since joining"
      definition={s.definition}
      caption={caption}
      empty={s.n === 0 ? 'No client has two recorded scores yet (n = 0).' : undefined}
      chart={
        <>
          <Group mb="xs" style={{ rowGap: 4, columnGap: 20 }}>
            <Text fz="sm">
              Average <b>{pointsText(s.average)}</b>
            </Text>
            <Text fz="sm">
              Median <b>{pointsText(s.median)}</b>
            </Text>
            <Text fz="sm">
              Improved <b>{s.improved}</b> · Declined <b>{s.declined}</b>
            </Text>
          </Group>
          <BarChart
            h={260}
            data={s.distribution}
            dataKey="label"
            orientation="vertical"
            series={[{ name: 'clients', label: 'Clients', color: 'brand.6' }]}
            yAxisProps={{ width: 96 }}
            xAxisProps={{ allowDecimals: false }}
            withBarValueLabel
            gridAxis="x"
          />
        </>
      }
      table={
        <Table striped fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Change in points</Table.Th>
              <Table.Th>Clients</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {s.distribution.map((d) => (
              <Table.Tr key={d.label}>
                <Table.Th scope="row">{d.label}</Table.Th>
                <Table.Td>{d.clients}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
    />
  );
}
