import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useRef, useState } from 'react';
import { useClients } from '../api/get-clients';

/** 'All Clients' is client id 0. */
export const allClients = 0;

/**
 * Chooses one client (optionally 'All Clients'). The list is searched on the server, so it works
 * the same with three clients or thirty thousand.
 */
export function ClientSelect({
  value,
  onChange,
  withAllClients = false,
  label = 'Client',
  description,
}: {
  value: number | undefined;
  onChange: (clientId: number) => void;
  withAllClients?: boolean;
  label?: string;
  description?: string;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  // Labels of every client seen, so the chosen one keeps its name whatever the search shows.
  const known = useRef(new Map<number, string>());
  const chosenLabel = value === undefined ? undefined : known.current.get(value);
  // After a choice the box shows the chosen name: that is not a search.
  const clients = useClients(debounced === chosenLabel ? '' : debounced);

  const data = useMemo(() => {
    const options = (clients.data?.items ?? []).map((c) => {
      const optionLabel = `${c.firstName} ${c.lastName} (${c.email})`;
      known.current.set(c.id, optionLabel);
      return { value: String(c.id), label: optionLabel };
    });
    if (value !== undefined && value !== allClients && !options.some((o) => o.value === String(value))) {
      options.unshift({ value: String(value), label: known.current.get(value) ?? `Client #${value}` });
    }
    return withAllClients ? [{ value: String(allClients), label: 'All Clients' }, ...options] : options;
  }, [clients.data, value, withAllClients]);

  const total = clients.data?.total ?? 0;
  const shown = clients.data?.items.length ?? 0;

  return (
    <Select
      label={label}
      description={
        description ?? (total > shown ? `Showing ${shown} of ${total} clients; type to search` : undefined)
      }
      placeholder={clients.isPending ? 'Loading clients…' : 'Choose a client'}
      data={data}
      value={value === undefined ? null : String(value)}
      onChange={(next) => {
        if (next !== null) onChange(Number(next));
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      allowDeselect={false}
      nothingFoundMessage={clients.isFetching ? 'Searching…' : 'No client matches'}
      error={clients.isError ? 'Could not load the clients. Reload the page to try again.' : undefined}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={280}
    />
  );
}
