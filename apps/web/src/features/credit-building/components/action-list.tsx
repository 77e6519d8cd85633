import {
  type CreditBuildingAction,
  type CreditBuildingStatus,
  creditBuildingMessages,
  nextCreditBuildingStatus,
} from '@app/contracts/credit-building.contract';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChecklist, IconCircleCheck, IconRocket } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { toneText } from '../../../components/status-badge/tone';
import { ToneBadge } from '../../../components/status-badge/tone-badge';
import { notify } from '../../../lib/notify';
import { useCreditBuildingActions } from '../api/get-credit-building-actions';
import { useUpdateCreditBuildingAction } from '../api/update-credit-building-action';

const priorityLabel = (p: CreditBuildingAction['priority']) =>
  p === 'HIGH' ? 'High priority' : p === 'MEDIUM' ? 'Medium priority' : 'Low priority';
const priorityColor = (p: CreditBuildingAction['priority']) =>
  p === 'HIGH' ? 'red' : p === 'MEDIUM' ? 'yellow' : 'gray';

const empty: Record<CreditBuildingStatus, { title: string; icon: typeof IconRocket }> = {
  RECOMMENDED: { title: 'All Caught Up', icon: IconCircleCheck },
  IN_PROGRESS: { title: 'No Actions In Progress', icon: IconRocket },
  COMPLETED: { title: 'No Completed Actions Yet', icon: IconChecklist },
};
const buttonLabel: Partial<Record<CreditBuildingStatus, string>> = {
  RECOMMENDED: 'Start Action',
  IN_PROGRESS: 'Mark Complete',
};

/** One tab of actions: recommended ones start, in-progress ones complete, completed ones are read-only. */
export function ActionList({ status, emptyText }: { status: CreditBuildingStatus; emptyText: string }) {
  const actions = useCreditBuildingActions();
  const update = useUpdateCreditBuildingAction();
  if (actions.isPending) return <ListSkeleton label="Loading actions" height={120} />;
  if (actions.isError) return <ListError what="your actions" onRetry={() => actions.refetch()} />;
  const shown = actions.data.filter((a) => a.status === status);
  if (shown.length === 0) {
    const { title, icon } = empty[status];
    return (
      <EmptyState icon={icon} title={title}>
        {emptyText}
      </EmptyState>
    );
  }
  const advance = (a: CreditBuildingAction) => {
    const to = nextCreditBuildingStatus[a.status];
    if (!to) return;
    update.mutate(
      { id: a.id, status: to },
      {
        onSuccess: () =>
          notify({ title: 'Success', message: creditBuildingMessages.updated, color: 'green' }),
        onError: () => notify({ title: 'Error', message: creditBuildingMessages.failed, color: 'red' }),
      },
    );
  };
  return (
    <Stack gap="sm">
      {shown.map((a) => (
        <Paper key={a.id} withBorder radius="lg" p="md" component="article" aria-label={a.title}>
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" gap="xs">
              <Title order={3} fz="h4" style={{ flex: 1, minWidth: 200 }}>
                {a.title}
              </Title>
              <ToneBadge color={priorityColor(a.priority)}>{priorityLabel(a.priority)}</ToneBadge>
            </Group>
            <Text fz="sm">{a.description}</Text>
            <Group justify="space-between" gap="xs">
              <Group gap="md">
                <Text fz="sm">
                  <Text span fw={700} c={toneText('green')}>
                    +{a.potentialImpact} points
                  </Text>{' '}
                  <Text span c="dimmed" fz="xs">
                    (estimate)
                  </Text>
                </Text>
                <Text fz="sm" c="dimmed">
                  {a.timeframe}
                </Text>
              </Group>
              {buttonLabel[a.status] && (
                <Button
                  size="sm"
                  variant={a.status === 'IN_PROGRESS' ? 'light' : 'filled'}
                  loading={update.isPending && update.variables?.id === a.id}
                  onClick={() => advance(a)}
                >
                  {buttonLabel[a.status]}
                </Button>
              )}
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
