import '@mantine/core/styles/Progress.css';
import { bureauLabel, bureaus } from '@app/contracts/bureaus';
import type { Dispute } from '@app/contracts/disputes.contract';
import {
  calendarDaysBetween,
  followUpAfterDeliveryDays,
  followUpLabel,
  longDate,
} from '@app/contracts/follow-up';
import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { followUpReached, isClosed, plural } from './dispute-clock';

/** Delivery confirmed: the 14-day countdown to the follow-up, then 'Follow-up Required' (spec 001 section 2.2). */
export function FollowUpCountdown({ dispute, today }: { dispute: Dispute; today: string }) {
  if (!dispute.deliveryDate || !dispute.followUpDate) return null;
  const daysLeft = calendarDaysBetween(today, dispute.followUpDate);
  const label = followUpLabel(dispute.followUpDate, today);
  const due = followUpReached(dispute, today);
  if (isClosed(dispute))
    return (
      <Text fz="sm">
        Delivered <strong>{longDate(dispute.deliveryDate)}</strong>
      </Text>
    );
  const elapsed = Math.min(followUpAfterDeliveryDays, followUpAfterDeliveryDays - daysLeft);

  return (
    <Stack gap={6} data-testid="follow-up-countdown">
      <Group justify="space-between" gap="xs">
        <Text fz="sm">
          Delivered <strong>{longDate(dispute.deliveryDate)}</strong>
        </Text>
        {/* Within 3 days the spec's words replace the date (spec 001 section 4). */}
        {label.text !== longDate(dispute.followUpDate) && (
          <Text fz="sm" fw={700} c={label.urgent ? 'red.9' : undefined}>
            {label.text}
          </Text>
        )}
      </Group>
      {daysLeft > 0 && (
        <>
          <Progress
            value={(elapsed / followUpAfterDeliveryDays) * 100}
            aria-label="14-day follow-up countdown"
            size="sm"
          />
          <Text fz="sm" c="dimmed">
            14-day countdown: {plural(daysLeft, 'day')} until follow-up on {longDate(dispute.followUpDate)}
          </Text>
        </>
      )}
      {due && !dispute.alertSent && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} p="sm">
          <Text fz="sm">
            Follow-up not done yet. Call {bureauLabel[dispute.bureau]} at {bureaus[dispute.bureau].phone}{' '}
            about this dispute, then mark the follow-up completed on your dashboard.
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
