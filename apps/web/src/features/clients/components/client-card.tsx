import { accessLevelLabels } from '@app/contracts/access-level-labels';
import { creditFigureMessages, isReadingSource } from '@app/contracts/credit-figures';
import { disputeCountKinds } from '@app/contracts/dispute-counts';
import { scoreBand } from '@app/contracts/score';
import { Alert, Divider, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useClient } from '../api/get-client';
import { useClientSummary } from '../api/get-client-summary';
import { AccessLevelControl } from './access-level-control';
import { ClientActivity } from './client-activity';

function Figure({
  label,
  value,
  note,
}: {
  label: string;
  value: string | number | undefined;
  note?: string;
}) {
  return (
    <Paper withBorder radius="md" p="sm" ta="center">
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton height={28} mt={4} />
      ) : (
        <Text fz={24} fw={700} lh={1.3}>
          {value}
        </Text>
      )}
      {note && (
        <Text fz="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Paper>
  );
}

/** The selected client: score or '---', issues, disputes, access, activity. */
export function ClientCard({ clientId }: { clientId: number }) {
  const client = useClient(clientId);
  const summary = useClientSummary(clientId);

  if (client.isError || summary.isError) {
    return (
      <Alert color="red" title="Could not load this client">
        Choose the client again or reload the page.
      </Alert>
    );
  }
  const s = summary.data;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-label="Selected client"
      component="section"
    >
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <div style={{ minWidth: 0 }}>
          <Title order={2} fz="h4">
            {client.data ? `${client.data.firstName} ${client.data.lastName}` : 'Selected client'}
          </Title>
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {client.data?.email ?? ' '}
          </Text>
        </div>
        {client.data && (
          <Text fz="sm" c="dimmed">
            {accessLevelLabels[client.data.accessLevel]}
            {client.data.requiresPasswordReset ? ' · password not yet set' : ''}
          </Text>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4, md: 2 }} spacing="sm">
        <Figure
          label="Credit Score"
          value={s ? (s.creditScore ?? '---') : undefined}
          note={
            s?.creditScore == null
              ? s
                ? creditFigureMessages.noScoreShort
                : undefined
              : s.creditScoreSource !== null && !isReadingSource(s.creditScoreSource)
                ? `${scoreBand(s.creditScore).label} · ${creditFigureMessages.enteredBySpecialist}`
                : scoreBand(s.creditScore).label
          }
        />
        <Figure label="Active Issues" value={s?.activeIssues} />
        <Figure
          label="Pending Disputes"
          value={s?.pendingDisputes}
          note={disputeCountKinds.awaitingMailing.label}
        />
        <Figure
          label="Total Disputes"
          value={s?.totalDisputes}
          note={s ? `${s.inProgressDisputes} ${disputeCountKinds.inProgress.label.toLowerCase()}` : undefined}
        />
      </SimpleGrid>
      <Stack gap="md" mt="md">
        <div style={{ maxWidth: 320 }}>{client.data && <AccessLevelControl user={client.data} />}</div>
        <Divider />
        <div>
          <Title order={3} fz="h5" mb="sm">
            Activity
          </Title>
          <ClientActivity clientId={clientId} />
        </div>
      </Stack>
    </Paper>
  );
}
