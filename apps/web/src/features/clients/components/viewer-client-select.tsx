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
  also,
  ...others
}: Omit<SelectProps, 'value' | 'onChange' | 'data'> & {
  value: number | undefined;
  onChange: (client: { id: number; name: string }) => void;
  /** A client chosen elsewhere (a link's ?client=) who may not be in the list, such as a beta tester. */
  also?: { id: number; name: string; email: string };
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const names = useRef(new Map<number, string>());
  const labels = useRef(new Map<number, string>());
  // After a choice the box shows the chosen label: that is not a search.
  const chosen = value === undefined ? undefined : labels.current.get(value);
  const clients = useViewerClients(debounced === chosen ? '' : debounced);
  const alsoId = also?.id;
  const alsoName = also?.name ?? '';
  const alsoEmail = also?.email ?? '';
  const data = useMemo(() => {
    const option = (c: { id: number; name: string; email: string }) => {
      const label = `${c.name} (${c.email})`;
      names.current.set(c.id, c.name);
      labels.current.set(c.id, label);
      return { value: String(c.id), label };
    };
    const listed = (clients.data?.items ?? []).map((c) =>
      option({ id: c.id, name: `${c.firstName} ${c.lastName}`, email: c.email }),
    );
    if (alsoId === undefined || listed.some((o) => o.value === String(alsoId))) return listed;
    return [option({ id: alsoId, name: alsoName, email: alsoEmail }), ...listed];
  }, [clients.data, alsoId, alsoName, alsoEmail]);
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
