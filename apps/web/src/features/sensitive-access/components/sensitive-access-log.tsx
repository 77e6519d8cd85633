import '@mantine/core/styles/Table.css';
import { personDateTime } from '@app/contracts/common/person-dates';
import type { SensitiveAccessEntry } from '@app/contracts/sensitive-access.contract';
import {
  sensitiveActLabels,
  sensitiveFieldLabels,
  sensitiveReasonLabels,
} from '@app/contracts/sensitive-access-words';
import { Button, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { ToneBadge } from '../../../components/status-badge/tone-badge';
import { useSensitiveAccess } from '../api/list-sensitive-access';

const whatWasSeen = (e: SensitiveAccessEntry) =>
  e.act === 'reveal' && e.field
    ? `${sensitiveActLabels.reveal} ${sensitiveFieldLabels[e.field].toLowerCase()}`
    : e.act === 'export' && e.rows !== null
      ? `${sensitiveActLabels.export} (${e.rows} ${e.rows === 1 ? 'client' : 'clients'})`
      : sensitiveActLabels[e.act];

const toId = (v: string | null) => (v ? Number(v) : undefined);

/** The owner's Sensitive access page: who revealed, exported or tested as a client, when and why. */
export function SensitiveAccessLog() {
  const [personId, setPersonId] = useState<number | undefined>();
  const [clientId, setClientId] = useState<number | undefined>();
  const log = useSensitiveAccess({
    ...(personId ? { personId } : {}),
    ...(clientId ? { clientId } : {}),
  });
  const first = log.data?.pages[0];
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  const filtered = personId !== undefined || clientId !== undefined;

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Person"
          placeholder="Everyone"
          clearable
          searchable
          w={{ base: '100%', xs: 240 }}
          data={(first?.people ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          value={personId ? String(personId) : null}
          onChange={(v) => setPersonId(toId(v))}
        />
        <Select
          label="Client"
          placeholder="Every client"
          clearable
          searchable
          w={{ base: '100%', xs: 240 }}
          data={(first?.clients ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={clientId ? String(clientId) : null}
          onChange={(v) => setClientId(toId(v))}
        />
      </Group>
      {log.isPending ? (
        <ListSkeleton label="Loading the sensitive access log" height={48} />
      ) : log.isError ? (
        <ListError what="the sensitive access log" onRetry={() => void log.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState
          icon={IconShieldLock}
          title={filtered ? 'Nothing for this filter' : 'No sensitive data seen yet'}
        >
          {filtered
            ? 'No one matching these choices revealed, exported or tested as a client.'
            : 'When someone reveals a client’s full SSN, date of birth, account number or monitoring password, exports the client list or tests as a client, it is listed here with the reason they gave.'}
        </EmptyState>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer
            minWidth={640}
            // Nothing in the rows takes focus: the scrolling part itself does, for the keyboard.
            scrollAreaProps={{
              viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Sensitive access entries' },
            }}
          >
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Who</Table.Th>
                  <Table.Th>What</Table.Th>
                  <Table.Th>Client</Table.Th>
                  <Table.Th>Why</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>
                      <Text fz="sm">{personDateTime(e.at)}</Text>
                    </Table.Td>
                    <Table.Td>{e.person?.name ?? 'A former team member'}</Table.Td>
                    <Table.Td>
                      <ToneBadge color={e.act === 'reveal' ? 'orange' : 'blue'} tt="none">
                        {whatWasSeen(e)}
                      </ToneBadge>
                    </Table.Td>
                    <Table.Td>{e.client?.name ?? (e.act === 'export' ? 'All clients' : '—')}</Table.Td>
                    <Table.Td>{e.reason ? sensitiveReasonLabels[e.reason] : 'Not given'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {log.hasNextPage && (
        <Group justify="center">
          <Button variant="default" loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
            Show older entries
          </Button>
        </Group>
      )}
    </Stack>
  );
}
