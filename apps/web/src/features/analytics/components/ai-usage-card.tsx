import '@mantine/core/styles/Progress.css';
import { type AdminAnalytics, aiFeatureLabels } from '@app/contracts/analytics.contract';
import { aiEngineLabel } from '@app/contracts/common/engines';
import { Badge, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { ChartCard } from './chart-card';

const featureName = (feature: string) => aiFeatureLabels[feature] ?? feature;

/** AI uses per feature and engine, as bars (long feature names read better beside a bar than under an axis). */
export function AiUsageCard({ aiUsage }: Pick<AdminAnalytics, 'aiUsage'>) {
  const max = Math.max(1, ...aiUsage.rows.map((r) => r.uses));
  const caption = `${aiUsage.total} uses in all, ${aiUsage.last30Days} in the last 30 days: ${aiUsage.rows
    .map((r) => `${featureName(r.feature)} (${aiEngineLabel(r.engine)}) ${r.uses}`)
    .join(', ')}.`;
  return (
    <ChartCard
      title="AI feature usage"
      definition={aiUsage.definition}
      caption={caption}
      empty={aiUsage.total === 0 ? 'No AI feature has been used yet (n = 0).' : undefined}
      chart={
        <Stack gap="sm">
          {aiUsage.rows.map((r) => (
            <div key={`${r.feature}:${r.engine}`}>
              <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
                <Group gap={6} wrap="wrap">
                  <Text fz="sm" fw={600}>
                    {featureName(r.feature)}
                  </Text>
                  <Badge size="xs" variant="light" color={r.engine === 'builtin' ? 'gray' : 'grape'}>
                    {aiEngineLabel(r.engine)}
                  </Badge>
                </Group>
                <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {r.uses}{' '}
                  <Text span fz="xs" c="dimmed" fw={400}>
                    ({r.last30Days} in 30 days)
                  </Text>
                </Text>
              </Group>
              <Progress.Root size="lg">
                <Progress.Section value={(100 * r.last30Days) / max} color="brand.6" />
                <Progress.Section value={(100 * (r.uses - r.last30Days)) / max} color="brand.2" />
              </Progress.Root>
            </div>
          ))}
          <Text fz="xs" c="dimmed">
            Dark: last 30 days · light: earlier
          </Text>
        </Stack>
      }
      table={
        <Table striped fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Feature</Table.Th>
              <Table.Th>Engine</Table.Th>
              <Table.Th>Uses</Table.Th>
              <Table.Th>Last 30 days</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {aiUsage.rows.map((r) => (
              <Table.Tr key={`${r.feature}:${r.engine}`}>
                <Table.Th scope="row">{featureName(r.feature)}</Table.Th>
                <Table.Td>{aiEngineLabel(r.engine)}</Table.Td>
                <Table.Td>{r.uses}</Table.Td>
                <Table.Td>{r.last30Days}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
    />
  );
}
