import { bureauLabel, bureaus } from '@app/contracts/bureaus';
import type { Dispute } from '@app/contracts/disputes.contract';
import { followUpDue, followUpDueText, localIsoDate } from '@app/contracts/follow-up';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { ToneBadge } from '../../../components/status-badge/tone-badge';
import { useFollowUps } from '../api/get-follow-ups';
import { CompleteFollowUpButton } from './follow-up-completion';

type FollowUpCandidate = Pick<Dispute, 'id' | 'status' | 'issueTitle' | 'bureau' | 'followUpDate'> & {
  clientName?: string;
};

const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`;

/** "— due November 3, 2026, 5 days overdue" */
const dueText = (followUpDate: string | null, today: string) =>
  followUpDate ? ` — ${followUpDueText(followUpDate, today)}` : '';

/**
 * Follow-up Alerts, the one card of the consumer's dashboard and the admin's tracking screen: of the disputes given, those whose follow-up is due
 * by the contracts' rule, each with its bureau's phone; Mark Completed where it is offered.
 */
export function FollowUpAlerts({
  disputes,
  today,
  onRetry,
  showClient = false,
  totalDue,
  complete,
}: {
  /** undefined while loading. */
  disputes: FollowUpCandidate[] | undefined;
  today: string;
  /** Set when loading failed. */
  onRetry?: () => void;
  showClient?: boolean;
  /** How many are due in all, when `disputes` is one page of a longer list. */
  totalDue?: number;
  /** Offers Mark Completed on each. */
  complete?: boolean;
}) {
  const due = (disputes ?? []).filter((d) => followUpDue(d, today));
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="follow-up-alerts-title">
      <Group gap="xs" mb="sm">
        <IconBellRinging size={20} aria-hidden color="var(--mantine-color-orange-8)" />
        <Title order={2} fz="h4" id="follow-up-alerts-title">
          Follow-up Alerts
        </Title>
        {due.length > 0 && <ToneBadge color="orange">{due.length}</ToneBadge>}
      </Group>
      {onRetry ? (
        <ListError what="follow-up alerts" onRetry={onRetry} />
      ) : !disputes ? (
        <ListSkeleton label="Loading follow-up alerts" rows={1} height={72} />
      ) : due.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {totalDue
            ? 'No follow-ups on this page; see the other pages of the list.'
            : 'No follow-ups required at this time.'}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {due.map((d) => {
            const bureau = bureauLabel[d.bureau];
            const phone = bureaus[d.bureau].phone;
            return (
              <Paper key={d.id} component="li" withBorder radius="md" p="sm" bg="orange.0">
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs" align="flex-start" wrap="nowrap">
                    <Text fw={600} fz="sm" style={{ minWidth: 0 }}>
                      {showClient && d.clientName ? `${d.clientName}: ` : ''}
                      {d.issueTitle} · {bureau}
                    </Text>
                    <Badge color="red.9" variant="filled" style={{ flexShrink: 0 }}>
                      Action Required
                    </Badge>
                  </Group>
                  <Text fz="sm">
                    {`14-day follow-up required${dueText(d.followUpDate, today)}. Call ${bureau} at `}
                    <Anchor href={telHref(phone)} fz="sm" underline="always">
                      {phone}
                    </Anchor>
                    .
                  </Text>
                  {complete && <CompleteFollowUpButton dispute={d} />}
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
      {totalDue !== undefined && totalDue > due.length && due.length > 0 && (
        <Text fz="xs" c="dimmed" mt="xs">
          {`${totalDue} disputes need a follow-up in all; the others are on other pages of the list.`}
        </Text>
      )}
    </Paper>
  );
}

/** The signed-in person's due follow-ups (dashboard), each with Mark Completed. */
export function OwnFollowUpAlerts() {
  const followUps = useFollowUps();
  return (
    <FollowUpAlerts
      disputes={followUps.data}
      today={localIsoDate()}
      onRetry={followUps.isError ? () => followUps.refetch() : undefined}
      complete
    />
  );
}
