import { bureauLabel } from '@app/contracts/bureaus';
import type { Dispute } from '@app/contracts/disputes.contract';
import { bureauDeadlineDays, calendarDaysBetween, followUpLabel, longDate } from '@app/contracts/follow-up';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';

const cfpbComplaintUrl = 'https://www.consumerfinance.gov/complaint/';

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
  if (dispute.actualResponse) {
    return <Text fz="sm">{`${bureau} answered on ${longDate(dispute.actualResponse)}`}</Text>;
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
      <Group gap="xs">
        <Text fz="sm" fw={600}>
          {longDate(dispute.expectedResponse)}
        </Text>
        <Badge
          variant="light"
          color={daysLeft <= 5 ? 'orange' : 'gray'}
          c={daysLeft <= 5 ? 'dark.7' : undefined}
        >
          {daysLeft === 0 ? 'Due today' : `${daysLeft} day${daysLeft === 1 ? '' : 's'} left`}
        </Badge>
      </Group>
    );
  }
  return (
    <Stack gap={4}>
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

/** The follow-up schedule box: delivered on, follow-up due (14 days later), the bureau's deadline. */
export function DisputeSchedule({ dispute, today }: { dispute: Dispute; today: string }) {
  const followUp = dispute.followUpDate ? followUpLabel(dispute.followUpDate, today) : undefined;
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
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
          {dispute.followUpDate && followUp ? (
            <Stack gap={0}>
              <Text fz="sm" fw={600}>
                {longDate(dispute.followUpDate)}
              </Text>
              {followUp.text !== longDate(dispute.followUpDate) && (
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
              14 days after delivery
            </Text>
          )}
        </Fact>
        <Fact label="Bureau answer due">
          <BureauDeadline dispute={dispute} today={today} />
        </Fact>
      </SimpleGrid>
    </Paper>
  );
}
