import { creditBuildingMessages } from '@app/contracts/credit-building.contract';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { notify } from '../../../lib/notify';
import { useCreditBuildingActions } from '../api/get-credit-building-actions';
import { useUpdateCreditBuildingAction } from '../api/update-credit-building-action';

const shown = 3;

/** The dashboard's Credit Building Recommendations: the first recommended actions, each startable. */
export function CreditBuildingRecommendations({ allActionsHref }: { allActionsHref: string }) {
  const actions = useCreditBuildingActions();
  const update = useUpdateCreditBuildingAction();
  const recommended = (actions.data ?? []).filter((a) => a.status === 'RECOMMENDED').slice(0, shown);

  const start = (id: number) =>
    update.mutate(
      { id, status: 'IN_PROGRESS' },
      {
        onSuccess: () =>
          notify({ title: 'Success', message: creditBuildingMessages.updated, color: 'green' }),
        onError: () => notify({ title: 'Error', message: creditBuildingMessages.failed, color: 'red' }),
      },
    );

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="credit-building-title" h="100%">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4" id="credit-building-title">
          Credit Building Recommendations
        </Title>
        <Anchor component={Link} to={allActionsHref} fz="sm">
          All actions
        </Anchor>
      </Group>
      {actions.isPending ? (
        <ListSkeleton label="Loading recommendations" height={64} />
      ) : actions.isError ? (
        <ListError what="recommendations" onRetry={() => actions.refetch()} />
      ) : recommended.length === 0 ? (
        <Text c="dimmed" fz="sm">
          All caught up: no new recommendations.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {recommended.map((a) => (
            <Paper key={a.id} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                <Text fw={600} fz="sm">
                  {a.title}
                </Text>
                <Badge
                  variant="light"
                  color={a.priority === 'HIGH' ? 'red' : 'gray'}
                  style={{ flexShrink: 0 }}
                >
                  {a.priority === 'HIGH'
                    ? 'High priority'
                    : a.priority === 'MEDIUM'
                      ? 'Medium priority'
                      : 'Low priority'}
                </Badge>
              </Group>
              <Text fz="sm" c="dimmed" mt={2} lineClamp={2}>
                {a.description}
              </Text>
              <Group justify="space-between" mt="xs" gap="xs">
                <Text fz="xs">
                  Up to +{a.potentialImpact} pts · {a.timeframe}
                </Text>
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => start(a.id)}
                  loading={update.isPending && update.variables?.id === a.id}
                  aria-label={`Start Action: ${a.title}`}
                >
                  Start Action
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
