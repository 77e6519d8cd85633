import { plural } from '@app/contracts/common/plural';
import '@mantine/core/styles/Progress.css';
import { bureauLabel, bureaus } from '@app/contracts/bureaus';
import type { Dispute } from '@app/contracts/disputes.contract';
import {
  bureauDeadlineDays,
  calendarDaysBetween,
  followUpAfterDeliveryDays,
  followUpDue,
  followUpLabel,
  longDate,
} from '@app/contracts/follow-up';
import { Alert, Anchor, Badge, Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { CompletedFollowUp, CompleteFollowUpButton } from './follow-up-completion';

const cfpbComplaintUrl = 'https://www.consumerfinance.gov/complaint/';

/** The bureau answered: the clocks stop. */
const answered = (d: Dispute) =>
  d.status === 'RESOLVED' || d.status === 'REJECTED' || d.actualResponse !== null;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** The bureau's 30 days from delivery (FCRA 611(a)(1)): days left, or overdue with the next step. */
function BureauDeadline({ dispute, today }: { dispute: Dispute; today: string }) {
  const bureau = bureauLabel[dispute.bureau];
  if (answered(dispute)) {
    return (
      <Text fz="sm">
        {dispute.actualResponse ? `${bureau} answered on ${longDate(dispute.actualResponse)}` : 'Answered'}
      </Text>
    );
  }
  if (!dispute.deliveryDate) {
    return (
      <Text fz="sm" c="dimmed">
        {`${bureau}'s ${bureauDeadlineDays} days start when it receives the letter.`}
      </Text>
    );
  }
  const daysLeft = calendarDaysBetween(today, dispute.expectedResponse);
  if (daysLeft >= 0) {
    return (
      <Group gap="xs" data-testid="bureau-deadline">
        <Text fz="sm" fw={600}>
          {longDate(dispute.expectedResponse)}
        </Text>
        <Badge
          variant="light"
          color={daysLeft <= 5 ? 'orange' : 'gray'}
          c={daysLeft <= 5 ? 'dark.7' : undefined}
        >
          {daysLeft === 0 ? 'Due today' : `${plural(daysLeft, 'day')} left`}
        </Badge>
      </Group>
    );
  }
  return (
    <Stack gap={4} data-testid="bureau-deadline">
      <Group gap="xs">
        <Text fz="sm" fw={600}>
          {longDate(dispute.expectedResponse)}
        </Text>
        <Badge variant="filled" color="red.9">
          Overdue
        </Badge>
      </Group>
      <Text fz="sm">
        {`No answer from ${bureau} in time. Next step: a complaint to the CFPB with the letter and the certified-mail receipt — `}
        <Anchor href={cfpbComplaintUrl} target="_blank" rel="noopener noreferrer" fz="sm">
          consumerfinance.gov/complaint
        </Anchor>
      </Text>
    </Stack>
  );
}

/** Delivery confirmed: the 14-day countdown to the follow-up. */
function FollowUpCountdown({ followUpDate, today }: { followUpDate: string; today: string }) {
  const daysLeft = calendarDaysBetween(today, followUpDate);
  if (daysLeft <= 0) return null;
  const elapsed = Math.max(0, followUpAfterDeliveryDays - daysLeft);
  return (
    <Stack gap={4} data-testid="follow-up-countdown">
      <Progress
        value={(elapsed / followUpAfterDeliveryDays) * 100}
        aria-label="14-day follow-up countdown"
        size="sm"
      />
      <Text fz="sm" c="dimmed">
        14-day countdown: {plural(daysLeft, 'day')} until follow-up on {longDate(followUpDate)}
      </Text>
    </Stack>
  );
}

/**
 * The follow-up schedule box: delivered on, follow-up due (14 days later) with its countdown, the
 * bureau's deadline; once the follow-up is due and not done, whom to call.
 */
export function DisputeSchedule({ dispute, today }: { dispute: Dispute; today: string }) {
  const open = !answered(dispute);
  // A completed follow-up is no longer "required": its date stays, its urgency goes.
  const followUp =
    dispute.followUpDate && open && !dispute.alertSent
      ? followUpLabel(dispute.followUpDate, today)
      : undefined;
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Fact label="Delivered">
            <Text
              fz="sm"
              fw={dispute.deliveryDate ? 600 : undefined}
              c={dispute.deliveryDate ? undefined : 'dimmed'}
            >
              {dispute.deliveryDate ? longDate(dispute.deliveryDate) : 'Not yet'}
            </Text>
          </Fact>
          <Fact label="Follow-up due">
            {dispute.followUpDate ? (
              <Stack gap={0}>
                <Text fz="sm" fw={600}>
                  {longDate(dispute.followUpDate)}
                </Text>
                {/* Within 3 days the spec's words join the date. */}
                {followUp && followUp.text !== longDate(dispute.followUpDate) && (
                  <Text
                    fz="sm"
                    c={followUp.urgent ? 'red.9' : undefined}
                    fw={followUp.urgent ? 700 : undefined}
                  >
                    {followUp.text}
                  </Text>
                )}
              </Stack>
            ) : (
              <Text fz="sm" c="dimmed">
                {followUpAfterDeliveryDays} days after delivery
              </Text>
            )}
          </Fact>
          <Fact label="Bureau answer due">
            <BureauDeadline dispute={dispute} today={today} />
          </Fact>
        </SimpleGrid>
        {open && dispute.followUpDate && (
          <FollowUpCountdown followUpDate={dispute.followUpDate} today={today} />
        )}
        {followUpDue(dispute, today) && !dispute.alertSent && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            p="sm"
            // A next step naming this dispute scrolls here: the follow-up is finished in this box.
            data-step-target
            tabIndex={-1}
            style={{ scrollMarginTop: 72 }}
          >
            <Stack gap="xs">
              <Text fz="sm">
                {`Follow-up not done yet. Call ${bureauLabel[dispute.bureau]} at ${bureaus[dispute.bureau].phone} about this dispute, then mark it completed here.`}
              </Text>
              {/* Whoever sees the dispute may finish its follow-up here: the person, or their specialist. */}
              <CompleteFollowUpButton dispute={dispute} />
            </Stack>
          </Alert>
        )}
        {dispute.alertSent && <CompletedFollowUp dispute={dispute} />}
      </Stack>
    </Paper>
  );
}
