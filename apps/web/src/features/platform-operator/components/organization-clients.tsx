import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import { bureauLabel } from '@app/contracts/bureaus';
import { personDateTime } from '@app/contracts/common/person-dates';
import { disputeStatusLabels } from '@app/contracts/dispute-status-words';
import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ListSkeleton } from '../../../components/list-states/list-states';
import { errorMessage } from '../../../lib/api-errors';
import { useOperatorOrganizationClient } from '../api/get-operator-organization-client';
import { useOperatorOrganizationClients } from '../api/get-operator-organization-clients';

const recorded =
  'Each opening is recorded in this company’s activity log and in ours, and the owner can see it.';

function ClientFile({
  organizationId,
  userId,
  onBack,
}: {
  organizationId: number;
  userId: number;
  onBack: () => void;
}) {
  const file = useOperatorOrganizationClient(organizationId, userId);
  return (
    <Stack gap="sm">
      <Group>
        <Button size="xs" variant="subtle" onClick={onBack}>
          Back to the clients
        </Button>
      </Group>
      {file.isPending && <ListSkeleton label="Loading the client’s file" rows={2} />}
      {file.isError && (
        <Alert color="red.9" role="alert">
          {errorMessage(file.error, 'The client’s file could not be opened.')}
        </Alert>
      )}
      {file.data && (
        <>
          <Text fw={600}>
            {file.data.client.firstName} {file.data.client.lastName} · {file.data.client.email}
          </Text>
          <Group gap="lg">
            <Text fz="sm">Latest score: {file.data.latestScore ?? 'none on file'}</Text>
            <Text fz="sm">Open credit issues: {file.data.openIssues}</Text>
          </Group>
          {file.data.letters.length === 0 ? (
            <Text c="dimmed">No dispute letters yet.</Text>
          ) : (
            <Table.ScrollContainer minWidth={360}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Letter to</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Written</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {file.data.letters.map((l) => (
                    <Table.Tr key={l.id}>
                      <Table.Td>{bureauLabel[l.bureau]}</Table.Td>
                      <Table.Td>
                        <Badge variant="light">{disputeStatusLabels[l.status]}</Badge>
                      </Table.Td>
                      <Table.Td>{personDateTime(l.createdAt)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </Stack>
  );
}

/** An organization's clients, open to the operator while its owner's grant lasts. */
export function OrganizationClients({ organizationId }: { organizationId: number }) {
  const clients = useOperatorOrganizationClients(organizationId);
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        {recorded}
      </Text>
      {chosen !== null ? (
        <ClientFile organizationId={organizationId} userId={chosen} onBack={() => setChosen(null)} />
      ) : (
        <>
          {clients.isPending && <ListSkeleton label="Loading the clients" rows={2} />}
          {clients.isError && (
            <Alert color="red.9" role="alert">
              {errorMessage(clients.error, 'The clients could not be opened.')}
            </Alert>
          )}
          {clients.data && (
            <>
              <Text fz="sm">Access lasts until {personDateTime(clients.data.accessUntil)}.</Text>
              {clients.data.clients.length === 0 && <Text c="dimmed">This company has no clients yet.</Text>}
              {clients.data.clients.map((c) => (
                <Group key={c.id} justify="space-between" wrap="nowrap">
                  <div>
                    <Text fw={600} fz="sm">
                      {c.firstName} {c.lastName}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {c.email}
                    </Text>
                  </div>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => setChosen(c.id)}
                    aria-label={`Open ${c.firstName} ${c.lastName}’s file`}
                  >
                    Open file
                  </Button>
                </Group>
              ))}
            </>
          )}
        </>
      )}
    </Stack>
  );
}
