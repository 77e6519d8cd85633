import { bureauLabel, bureaus } from '@app/contracts/bureaus';
import { disputeMessages } from '@app/contracts/disputes.contract';
import { localIsoDate, longDate, overdueDays } from '@app/contracts/follow-up';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { ToneBadge } from '../../../components/status-badge/tone-badge';
import { notify } from '../../../lib/notify';
import { useFollowUps } from '../api/get-follow-ups';
import { useMarkFollowUpDone } from '../api/mark-follow-up-done';
import { plural } from './dispute-clock';

const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`;

/** Follow-up Alerts (spec 000 sections 2, 4, 9): due follow-ups, bureau phones, overdue days, Mark Completed. */
export function FollowUpAlerts() {
  const followUps = useFollowUps();
  const markDone = useMarkFollowUpDone();
  const today = localIsoDate();

  const complete = (id: number) =>
    markDone.mutate(id, {
      onSuccess: () =>
        notify({ title: disputeMessages.followUpDone, message: 'The alert is cleared.', color: 'green' }),
      onError: () => notify({ title: 'Error', message: disputeMessages.followUpFailed, color: 'red' }),
    });

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="follow-up-alerts-title">
      <Group gap="xs" mb="sm">
        <IconBellRinging size={20} aria-hidden />
        <Title order={2} fz="h4" id="follow-up-alerts-title">
          Follow-up Alerts
        </Title>
        {followUps.data && followUps.data.length > 0 && (
          <ToneBadge color="orange">{followUps.data.length}</ToneBadge>
        )}
      </Group>
      {followUps.isPending ? (
        <ListSkeleton label="Loading follow-up alerts" rows={1} height={72} />
      ) : followUps.isError ? (
        <ListError what="follow-up alerts" onRetry={() => followUps.refetch()} />
      ) : followUps.data.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No follow-ups required at this time.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {followUps.data.map((d) => {
            const overdue = d.followUpDate ? overdueDays(d.followUpDate, today) : 0;
            const phone = bureaus[d.bureau].phone;
            return (
              <Paper key={d.id} component="li" withBorder radius="md" p="sm" bg="orange.0">
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs" align="flex-start">
                    <Text fw={600} fz="sm">
                      {d.issueTitle} · {bureauLabel[d.bureau]}
                    </Text>
                    <ToneBadge color={overdue > 0 ? 'red' : 'orange'}>
                      {overdue > 0 ? `${plural(overdue, 'day')} overdue` : 'Due today'}
                    </ToneBadge>
                  </Group>
                  <Text fz="sm">
                    14-day follow-up{d.followUpDate ? ` due ${longDate(d.followUpDate)}` : ''}. Call{' '}
                    {bureauLabel[d.bureau]} at{' '}
                    <Anchor href={telHref(phone)} fz="sm" underline="always">
                      {phone}
                    </Anchor>{' '}
                    about your dispute.
                  </Text>
                  <Button
                    size="xs"
                    variant="white"
                    color="dark"
                    style={{ alignSelf: 'flex-start' }}
                    onClick={() => complete(d.id)}
                    loading={markDone.isPending && markDone.variables === d.id}
                    aria-label={`Mark Completed: follow-up for ${d.issueTitle} at ${bureauLabel[d.bureau]}`}
                  >
                    Mark Completed
                  </Button>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
