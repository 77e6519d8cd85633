import { bureauLabel } from '@app/contracts/bureaus';
import type { TrackingListPage } from '@app/contracts/disputes.contract';
import { followUpLabel, longDate } from '@app/contracts/follow-up';
import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';

type TrackedDispute = TrackingListPage['items'][number];

/** Due: marked FOLLOW_UP_REQUIRED, or delivered and its follow-up date has come. */
const followUpDue = (d: TrackedDispute, today: string) =>
  d.status === 'FOLLOW_UP_REQUIRED' ||
  (d.status === 'DELIVERED' && !!d.followUpDate && d.followUpDate <= today);

/** Spec 001 section 2.18: the Follow-Up Alerts card, from the disputes on the page shown. */
export function FollowUpAlerts({
  items,
  totalDue,
  today,
  showClient,
}: {
  items: TrackedDispute[] | undefined;
  totalDue: number | undefined;
  today: string;
  showClient: boolean;
}) {
  const due = (items ?? []).filter((d) => followUpDue(d, today));
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="follow-up-alerts-title">
      <Group gap="xs" mb="sm">
        <IconBellRinging size={20} aria-hidden color="var(--mantine-color-orange-8)" />
        <Title order={2} fz="h4" id="follow-up-alerts-title">
          Follow-Up Alerts
        </Title>
      </Group>
      {!items ? (
        <Text fz="sm" c="dimmed">
          Loading…
        </Text>
      ) : due.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {totalDue
            ? 'No follow-ups on this page; see the other pages of the list.'
            : 'No follow-ups required at this time'}
        </Text>
      ) : (
        <Stack gap="xs">
          <List spacing="sm" listStyleType="none" styles={{ root: { paddingInlineStart: 0 } }}>
            {due.map((d) => (
              <List.Item key={d.id}>
                <Paper radius="md" p="sm" bg="var(--mantine-color-orange-0)">
                  <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text fz="sm" fw={600}>
                        {showClient ? `${d.clientName}: ` : ''}
                        {d.issueTitle}
                      </Text>
                      <Text fz="xs">{`${bureauLabel[d.bureau]} · 14-day follow-up required`}</Text>
                      {d.followUpDate && (
                        <Text fz="xs" c="dimmed">
                          {d.followUpDate < today
                            ? `Was due ${longDate(d.followUpDate)}`
                            : followUpLabel(d.followUpDate, today).text}
                        </Text>
                      )}
                    </Stack>
                    <Badge color="red.9" variant="filled" style={{ flexShrink: 0 }}>
                      Action Required
                    </Badge>
                  </Group>
                </Paper>
              </List.Item>
            ))}
          </List>
          {totalDue !== undefined && totalDue > due.length && (
            <Text fz="xs" c="dimmed">
              {`${totalDue} disputes need a follow-up in all; the others are on other pages of the list.`}
            </Text>
          )}
        </Stack>
      )}
    </Paper>
  );
}
