import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useRef, useState } from 'react';
import { useViewerClients } from '../api/get-clients';

/** Chooses the client a report belongs to; searched on the server, client viewers only. */
export function ViewerClientSelect({
  value,
  onChange,
  error,
  ...others
}: Omit<SelectProps, 'value' | 'onChange' | 'data'> & {
  value: number | undefined;
  onChange: (client: { id: number; name: string }) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const names = useRef(new Map<number, string>());
  const labels = useRef(new Map<number, string>());
  // After a choice the box shows the chosen label: that is not a search.
  const chosen = value === undefined ? undefined : labels.current.get(value);
  const clients = useViewerClients(debounced === chosen ? '' : debounced);
  const data = useMemo(
    () =>
      (clients.data?.items ?? []).map((c) => {
        const name = `${c.firstName} ${c.lastName}`;
        const label = `${name} (${c.email})`;
        names.current.set(c.id, name);
        labels.current.set(c.id, label);
        return { value: String(c.id), label };
      }),
    [clients.data],
  );
  return (
    <Select
      {...others}
      label="Client"
      placeholder={clients.isPending ? 'Loading clients…' : 'Choose a client'}
      data={data}
      value={value === undefined ? null : String(value)}
      onChange={(next) => {
        if (next !== null) onChange({ id: Number(next), name: names.current.get(Number(next)) ?? '' });
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      allowDeselect={false}
      nothingFoundMessage={clients.isFetching ? 'Searching…' : 'No client matches'}
      error={clients.isError ? 'Could not load the clients. Reload the page to try again.' : error}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={280}
    />
  );
}
