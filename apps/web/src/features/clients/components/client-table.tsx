import { creditFigureMessages, isReadingSource } from '@app/contracts/credit-figures';
import '@mantine/core/styles/Table.css';
import {
  type ClientTableQuery,
  type ClientTableRow,
  type ClientTableSort,
  clientTableSortLabels,
  type NextAction,
  nextActionLabels,
  nextActions,
  scoreBandFilters,
} from '@app/contracts/client-table.contract';
import { longDate } from '@app/contracts/follow-up';
import { scoreBand } from '@app/contracts/score';
import { type AssignmentFilter, assignmentFilterLabels } from '@app/contracts/team-roles';
import {
  Anchor,
  Button,
  Group,
  NativeSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { useClientTable } from '../api/get-client-table';

const pageSize = 25;

/** What the table shows: the search, sort and filters the page keeps in its address. */
export type ClientTableView = {
  search: string;
  sort: ClientTableSort;
  dir: 'asc' | 'desc';
  nextAction: NextAction | 'NONE' | '';
  openDisputes: 'yes' | 'no' | '';
  scoreBand: (typeof scoreBandFilters)[number]['value'] | '';
  /** Whose clients: the viewer's own, no one's, or everyone's (empty: the role's default). */
  assigned: AssignmentFilter | '';
};

const columns: { sort: ClientTableSort; numeric?: boolean }[] = [
  { sort: 'name' },
  { sort: 'score', numeric: true },
  { sort: 'activeItems', numeric: true },
  { sort: 'openDisputes', numeric: true },
  { sort: 'round', numeric: true },
  { sort: 'nextDue' },
  { sort: 'lastActivity' },
];

function SortHeader({
  sort,
  view,
  numeric,
  onSort,
}: {
  sort: ClientTableSort;
  view: ClientTableView;
  numeric?: boolean;
  onSort: (sort: ClientTableSort, dir: 'asc' | 'desc') => void;
}) {
  const active = view.sort === sort;
  const Icon = !active ? IconArrowsSort : view.dir === 'asc' ? IconArrowUp : IconArrowDown;
  // Numbers and dates read most useful from the top (highest, most recent) on the first click.
  const firstDir = numeric || sort === 'lastActivity' ? 'desc' : 'asc';
  return (
    <Table.Th
      aria-sort={active ? (view.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      style={{ whiteSpace: 'nowrap' }}
    >
      <UnstyledButton
        onClick={() => onSort(sort, active ? (view.dir === 'asc' ? 'desc' : 'asc') : firstDir)}
        fw={600}
        fz="sm"
      >
        <Group gap={4} wrap="nowrap">
          {clientTableSortLabels[sort]}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

const dayOf = (iso: string) => iso.slice(0, 10);

function Row({
  c,
  selected,
  hrefFor,
  specialistControl,
}: {
  c: ClientTableRow;
  selected: boolean;
  hrefFor: (id: number) => string;
  specialistControl?: (row: ClientTableRow) => ReactNode;
}) {
  const band = c.score === null ? null : scoreBand(c.score);
  return (
    <Table.Tr bg={selected ? 'var(--mantine-color-blue-0)' : undefined} aria-selected={selected}>
      <Table.Td>
        <Anchor
          component={Link}
          to={hrefFor(c.id)}
          fw={600}
          fz="sm"
          aria-current={selected ? 'true' : undefined}
        >
          {c.firstName} {c.lastName}
        </Anchor>
        <Text fz="xs" c="dimmed">
          {c.email}
        </Text>
      </Table.Td>
      <Table.Td>
        {specialistControl ? (
          specialistControl(c)
        ) : (
          <Text fz="sm" c={c.assignedSpecialist ? undefined : 'dimmed'}>
            {c.assignedSpecialist?.name ?? 'Unassigned'}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {c.score === null || band === null ? (
          <Text fz="sm" c="dimmed">
            {creditFigureMessages.noScoreShort}
          </Text>
        ) : (
          <>
            <Group gap={6} wrap="nowrap">
              <Text fz="sm" fw={600}>
                {c.score}
              </Text>
              <Text fz="xs" c="dimmed">
                {band.label}
              </Text>
            </Group>
            {c.scoreSource !== null && !isReadingSource(c.scoreSource) && (
              <Text fz="xs" c="dimmed">
                {creditFigureMessages.enteredBySpecialist}
              </Text>
            )}
          </>
        )}
      </Table.Td>
      <Table.Td>{c.activeItems}</Table.Td>
      <Table.Td>{c.openDisputes}</Table.Td>
      <Table.Td>{c.currentRound ?? '—'}</Table.Td>
      <Table.Td>
        {c.nextAction ? (
          <>
            <Text fz="sm">{nextActionLabels[c.nextAction]}</Text>
            {c.nextDue && (
              <Text fz="xs" c="dimmed">
                due {longDate(c.nextDue)}
              </Text>
            )}
          </>
        ) : (
          <Text fz="sm" c="dimmed">
            Nothing waiting
          </Text>
        )}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text fz="sm">{longDate(dayOf(c.lastActivity))}</Text>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Client Management's table (issue 21): every column sorts, search and filters run on the server,
 * and pages follow the server's cursor (Previous walks back the cursors already seen).
 */
export function ClientTable({
  view,
  onViewChange,
  selectedId,
  hrefFor,
  assignmentFilters,
  specialistControl,
}: {
  view: ClientTableView;
  onViewChange: (changes: Partial<ClientTableView>) => void;
  selectedId: number | undefined;
  /** Where a client's name leads: their card on this page. */
  hrefFor: (clientId: number) => string;
  /** The "Mine / Unassigned / Everyone" choices the viewer's role allows (the first is its default). */
  assignmentFilters: readonly AssignmentFilter[];
  /** What the Specialist column shows for a row, when the viewer may reassign (else the name). */
  specialistControl?: (row: ClientTableRow) => ReactNode;
}) {
  const [typed, setTyped] = useState(view.search);
  const [debounced] = useDebouncedValue(typed.trim(), 300);
  useEffect(() => {
    if (debounced !== view.search) onViewChange({ search: debounced });
  }, [debounced, view.search, onViewChange]);
  // The cursors of the pages before this one; a new view starts again from the first page.
  const [cursors, setCursors] = useState<string[]>([]);
  const viewKey = JSON.stringify(view);
  const [seenView, setSeenView] = useState(viewKey);
  if (seenView !== viewKey) {
    setSeenView(viewKey);
    setCursors([]);
  }
  const band = scoreBandFilters.find((b) => b.value === view.scoreBand);
  const query: ClientTableQuery = {
    search: view.search || undefined,
    sort: view.sort,
    dir: view.dir,
    nextAction: view.nextAction || undefined,
    hasOpenDisputes: view.openDisputes === '' ? undefined : view.openDisputes === 'yes' ? 'true' : 'false',
    minScore: band?.minScore,
    maxScore: band?.maxScore,
    assigned: view.assigned || assignmentFilters[assignmentFilters.length - 1],
    limit: pageSize,
    cursor: cursors[cursors.length - 1],
  };
  const table = useClientTable(query);
  const total = table.data?.total ?? 0;
  const pageNumber = cursors.length + 1;

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby="clients-title"
    >
      <Group justify="space-between" align="baseline" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} fz="h4" id="clients-title">
          Clients{table.data ? ` (${total.toLocaleString('en-US')})` : ''}
        </Title>
        {table.isFetching && !table.isPending && (
          <Text fz="xs" c="dimmed" role="status">
            Updating…
          </Text>
        )}
      </Group>
      {assignmentFilters.length > 1 && (
        <SegmentedControl
          mb="sm"
          aria-label="Whose clients"
          value={view.assigned || assignmentFilters[assignmentFilters.length - 1]}
          onChange={(value) => onViewChange({ assigned: value as AssignmentFilter })}
          data={assignmentFilters.map((f) => ({ value: f, label: assignmentFilterLabels[f] }))}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" mb="md">
        <TextInput
          label="Search clients"
          placeholder="Name or email"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
        />
        <NativeSelect
          label="Next action"
          value={view.nextAction}
          onChange={(e) =>
            onViewChange({ nextAction: e.currentTarget.value as ClientTableView['nextAction'] })
          }
          data={[
            { value: '', label: 'Any' },
            ...nextActions.map((a) => ({ value: a, label: nextActionLabels[a] })),
            { value: 'NONE', label: 'Nothing waiting' },
          ]}
        />
        <NativeSelect
          label="Open disputes"
          value={view.openDisputes}
          onChange={(e) =>
            onViewChange({ openDisputes: e.currentTarget.value as ClientTableView['openDisputes'] })
          }
          data={[
            { value: '', label: 'Any' },
            { value: 'yes', label: 'With open disputes' },
            { value: 'no', label: 'None open' },
          ]}
        />
        <NativeSelect
          label="Score"
          value={view.scoreBand}
          onChange={(e) => onViewChange({ scoreBand: e.currentTarget.value as ClientTableView['scoreBand'] })}
          data={[
            { value: '', label: 'Any' },
            ...scoreBandFilters.map((b) => ({ value: b.value, label: b.label })),
          ]}
        />
      </SimpleGrid>
      {table.isPending ? (
        <ListSkeleton label="Loading clients" rows={5} height={48} />
      ) : table.isError ? (
        <ListError what="the clients" onRetry={() => table.refetch()} />
      ) : table.data.items.length === 0 ? (
        <Text c="dimmed" py="lg" ta="center">
          {view.search || view.nextAction || view.openDisputes || view.scoreBand || view.assigned
            ? 'No client matches the search and filters.'
            : 'No clients yet. Add the first one with Add New Client.'}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={1040}>
          <Table verticalSpacing="xs" highlightOnHover aria-labelledby="clients-title">
            <Table.Thead>
              <Table.Tr>
                {columns.map((col) => [
                  <SortHeader
                    key={col.sort}
                    sort={col.sort}
                    numeric={col.numeric}
                    view={view}
                    onSort={(sort, dir) => onViewChange({ sort, dir })}
                  />,
                  col.sort === 'name' && (
                    <Table.Th key="specialist" fz="sm">
                      Specialist
                    </Table.Th>
                  ),
                ])}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.data.items.map((c) => (
                <Row
                  key={c.id}
                  c={c}
                  selected={c.id === selectedId}
                  hrefFor={hrefFor}
                  specialistControl={specialistControl}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {(cursors.length > 0 || table.data?.nextCursor) && (
        <Group justify="space-between" mt="md" component="nav" aria-label="Pages of the client list">
          <Button
            variant="default"
            size="xs"
            disabled={cursors.length === 0}
            onClick={() => setCursors((c) => c.slice(0, -1))}
          >
            Previous page
          </Button>
          <Text fz="sm" c="dimmed">
            Page {pageNumber} of {Math.max(1, Math.ceil(total / pageSize))}
          </Text>
          <Button
            variant="default"
            size="xs"
            disabled={!table.data?.nextCursor}
            onClick={() => {
              const next = table.data?.nextCursor;
              if (next) setCursors((c) => [...c, next]);
            }}
          >
            Next page
          </Button>
        </Group>
      )}
    </Paper>
  );
}
