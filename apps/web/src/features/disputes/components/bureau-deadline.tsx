import { bureauLabel } from '@app/contracts/bureaus';
import type { Dispute } from '@app/contracts/disputes.contract';
import { longDate } from '@app/contracts/follow-up';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { bureauClock, plural } from './dispute-clock';

const cfpbComplaintUrl = 'https://www.consumerfinance.gov/complaint/';

/** The bureau's 30 days run from delivery (FCRA 611); overdue means the CFPB is the next step. */
export function BureauDeadline({ dispute, today }: { dispute: Dispute; today: string }) {
  const clock = bureauClock(dispute, today);
  const bureau = bureauLabel[dispute.bureau];
  switch (clock.kind) {
    case 'answered':
      return dispute.actualResponse ? (
        <Text fz="sm">
          {bureau} answered on <strong>{longDate(dispute.actualResponse)}</strong>.
        </Text>
      ) : null;
    case 'not-started':
      return (
        <Text fz="sm" c="dimmed">
          {bureau} has 30 days to investigate from the day it receives your letter.
        </Text>
      );
    case 'running':
      return (
        <Text fz="sm" data-testid="bureau-deadline">
          {bureau}'s answer is due by <strong>{longDate(dispute.expectedResponse)}</strong> (
          {clock.daysLeft === 0 ? 'today' : `${plural(clock.daysLeft, 'day')} left`}).
        </Text>
      );
    case 'overdue':
      return (
        <Alert
          color="red"
          variant="light"
          icon={<IconClockExclamation size={18} aria-hidden />}
          p="sm"
          title="Bureau response overdue"
        >
          <Text fz="sm">
            {bureau}'s 30-day deadline passed on {longDate(dispute.expectedResponse)} (
            {plural(clock.daysOverdue, 'day')} ago) with no response. Next step: file a complaint with the
            Consumer Financial Protection Bureau at{' '}
            <Anchor
              href={cfpbComplaintUrl}
              target="_blank"
              rel="noopener noreferrer"
              fz="sm"
              underline="always"
            >
              consumerfinance.gov/complaint
            </Anchor>
            .
          </Text>
        </Alert>
      );
  }
}
