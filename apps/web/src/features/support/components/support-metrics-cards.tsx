import { responseTimeColour, type SupportMetrics } from '@app/contracts/support.contract';
import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { toneText } from '../../../components/status-badge/tone';

function Figure({
  label,
  value,
  detail,
  color,
}: {
  label: string;
  value: string;
  detail?: string;
  color?: string;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={26} fw={700} c={color} lh={1.3}>
        {value}
      </Text>
      {detail && (
        <Text fz="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Paper>
  );
}

const colourOf = { green: toneText('green'), yellow: toneText('yellow'), red: 'red.9' } as const;

/** The Support Center's figures, computed by the server from the real conversations and tickets. */
export function SupportMetricsCards({ metrics }: { metrics: SupportMetrics | undefined }) {
  if (!metrics) {
    return (
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} role="status" aria-label="Loading figures">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} height={96} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  const minutes = metrics.averageResponseTime;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing={{ base: 'xs', sm: 'md' }}>
      <Figure label="Total conversations" value={String(metrics.totalConversations)} />
      <Figure
        label="Active conversations"
        value={String(metrics.activeConversations)}
        detail={`${metrics.openTickets} open tickets`}
      />
      <Figure
        label="Avg response time"
        value={minutes === null ? '—' : `${minutes} min`}
        detail={minutes === null ? 'No escalated chat answered yet' : 'Target under 5 minutes'}
        color={minutes === null ? undefined : colourOf[responseTimeColour(minutes)]}
      />
      <Figure
        label="Satisfaction"
        value={metrics.satisfactionRating === null ? '—' : `${metrics.satisfactionRating} / 5`}
        detail={`${metrics.ratedConversations} rated`}
      />
      <Figure label="Resolution rate" value={`${metrics.resolutionRate}%`} />
      <Figure label="Escalation rate" value={`${metrics.escalationRate}%`} />
    </SimpleGrid>
  );
}
