import { type ClientSeats, clientSeatsText } from '@app/contracts/organizations.contract';
import { Paper, Progress, Text, Title } from '@mantine/core';

/** How many of the plan's client places are taken: "42 of 50" on White Label. */
export function ClientSeatsCard({ seats }: { seats: ClientSeats }) {
  const full = seats.limit !== null && seats.active >= seats.limit;
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} fz="h4" mb={4}>
        Active clients
      </Title>
      <Text fz={28} fw={800} lh={1.2}>
        {clientSeatsText(seats)}
      </Text>
      {seats.limit === null ? (
        <Text fz="sm" c="dimmed">
          Your plan has no limit on active clients.
        </Text>
      ) : (
        <>
          <Progress
            value={Math.min(100, (seats.active / seats.limit) * 100)}
            color={full ? 'red.9' : 'brand'}
            mt="xs"
            aria-label={`${seats.active} of ${seats.limit} client places in use`}
          />
          <Text fz="sm" c="dimmed" mt="xs">
            {full
              ? 'Every place on your White Label plan is in use: a new client can be added once one is removed.'
              : `Your White Label plan includes up to ${seats.limit} active clients.`}
          </Text>
        </>
      )}
    </Paper>
  );
}
