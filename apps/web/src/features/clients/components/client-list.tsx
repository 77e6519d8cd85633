import '@mantine/core/styles/Pagination.css';
import { accessLevelLabels } from '@app/contracts/users.contract';
import {
  Badge,
  Group,
  Pagination,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { useClientPage } from '../api/get-clients';
import classes from './client-list.module.css';

const pageSize = 10;
const controlLabels = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
};

/** The client list of Client Management: count, search by name or email, pages, all on the server. */
export function ClientList({
  search,
  onSearchChange,
  page,
  onPageChange,
  selectedId,
  onSelect,
}: {
  search: string;
  onSearchChange: (search: string) => void;
  page: number;
  onPageChange: (page: number) => void;
  selectedId: number | undefined;
  onSelect: (clientId: number) => void;
}) {
  const [typed, setTyped] = useState(search);
  const [debounced] = useDebouncedValue(typed.trim(), 300);
  useEffect(() => {
    if (debounced !== search) onSearchChange(debounced);
  }, [debounced, search, onSearchChange]);
  const clients = useClientPage({ search, page, pageSize });
  const total = clients.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="baseline" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} fz="h4">
          Clients{clients.data ? ` (${total.toLocaleString('en-US')})` : ''}
        </Title>
        {clients.isFetching && !clients.isPending && (
          <Text fz="xs" c="dimmed" role="status">
            Updating…
          </Text>
        )}
      </Group>
      <TextInput
        label="Search clients"
        placeholder="Name or email"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        mb="sm"
      />
      {clients.isPending ? (
        <ListSkeleton label="Loading clients" rows={4} height={56} />
      ) : clients.isError ? (
        <ListError what="the clients" onRetry={() => clients.refetch()} />
      ) : clients.data.items.length === 0 ? (
        <Text c="dimmed" py="lg" ta="center">
          {search ? `No client matches “${search}”.` : 'No clients yet. Add the first one with the form.'}
        </Text>
      ) : (
        <Stack gap={6} component="ul" className={classes.list} aria-label="Clients">
          {clients.data.items.map((c) => {
            const selected = c.id === selectedId;
            return (
              <li key={c.id}>
                <UnstyledButton
                  className={classes.row}
                  data-selected={selected || undefined}
                  aria-pressed={selected}
                  onClick={() => onSelect(c.id)}
                >
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} fz="sm" truncate>
                        {c.firstName} {c.lastName}
                      </Text>
                      <Text fz="xs" c="dimmed" truncate>
                        {c.email}
                      </Text>
                    </div>
                    {/* Client profiles are the rule here; only another level is worth a badge. */}
                    {c.accessLevel !== 'CLIENT_VIEWER' && (
                      <Badge variant="light" color="grape" size="sm">
                        {accessLevelLabels[c.accessLevel]}
                      </Badge>
                    )}
                  </Group>
                </UnstyledButton>
              </li>
            );
          })}
        </Stack>
      )}
      {pages > 1 && (
        <Group justify="center" mt="md" component="nav" aria-label="Pages of the client list">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPageChange}
            size="sm"
            siblings={0}
            getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
            getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
          />
        </Group>
      )}
    </Paper>
  );
}
