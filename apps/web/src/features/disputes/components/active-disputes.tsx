import { bureauLabel } from '@app/contracts/bureaus';
import { disputeTimeline, shownDisputeStatus } from '@app/contracts/dispute-status-words';
import { localIsoDate } from '@app/contracts/follow-up';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { DisputeStatusBadge } from '../../../components/status-badge/dispute-status-badge';
import { useDisputes } from '../api/get-disputes';

const shown = 5;

/** The dashboard's Active Disputes: newest first, each with where it stands (no answer date before mailing). */
export function ActiveDisputes({ allDisputesHref }: { allDisputesHref: string }) {
  const disputes = useDisputes();
  const today = localIsoDate();
  const list = [...(disputes.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="active-disputes-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4" id="active-disputes-title">
          Active Disputes
        </Title>
        {list.length > 0 && (
          <Anchor component={Link} to={allDisputesHref} fz="sm">
            All disputes ({list.length})
          </Anchor>
        )}
      </Group>
      {disputes.isPending ? (
        <ListSkeleton label="Loading disputes" height={56} />
      ) : disputes.isError ? (
        <ListError what="your disputes" onRetry={() => disputes.refetch()} />
      ) : list.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No disputes yet.
        </Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          data-testid="active-disputes"
        >
          {list.slice(0, shown).map((d) => (
            <Paper key={d.id} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} fz="sm">
                    {d.issueTitle}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {d.creditor} · {bureauLabel[d.bureau]}
                  </Text>
                  <Text fz="xs">{disputeTimeline(d)}</Text>
                </Stack>
                <DisputeStatusBadge status={shownDisputeStatus(d, today)} style={{ flexShrink: 0 }} />
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
