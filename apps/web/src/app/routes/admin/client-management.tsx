import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Modal.css';
import { Button, Grid, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useFirstClientId } from '../../../features/clients/api/get-clients';
import { AddClientForm } from '../../../features/clients/components/add-client-form';
import { ClientCard } from '../../../features/clients/components/client-card';
import { ClientList } from '../../../features/clients/components/client-list';
import { ClientDocuments } from '../../../features/documents/components/client-documents';
import { DocumentRequestsPanel } from '../../../features/notices/components/document-requests-panel';

const positiveInt = (raw: string | null) => {
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * /admin-portal: Client Management (spec 001 section 2.18). The chosen client, the search and the
 * list page live in the address (?client=&q=&page=) so Back and bookmarks work.
 */
export function ClientManagementPage() {
  const [params, setParams] = useSearchParams();
  const first = useFirstClientId();
  const clientId = positiveInt(params.get('client')) ?? first.firstClientId;
  const search = params.get('q') ?? '';
  const page = positiveInt(params.get('page')) ?? 1;

  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [k, v] of Object.entries(changes)) {
            if (v) next.set(k, v);
            else next.delete(k);
          }
          return next;
        },
        { replace: 'q' in changes },
      ),
    [setParams],
  );
  const onSearchChange = useCallback((q: string) => update({ q, page: undefined }), [update]);
  const cardRef = useRef<HTMLDivElement>(null);
  const [adding, addDialog] = useDisclosure(false);
  // Where the card sits below the list (narrow screens), a choice must bring it into view.
  const select = (id: number) => {
    update({ client: String(id) });
    if (window.matchMedia('(max-width: 62em)').matches) {
      requestAnimationFrame(() => cardRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="flex-end">
        <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={addDialog.open}>
          Add New Client
        </Button>
      </Group>
      <Modal
        opened={adding}
        onClose={addDialog.close}
        title="Add New Client"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <AddClientForm
          framed={false}
          onCreated={(user) => {
            addDialog.close();
            update({ client: String(user.id), q: undefined, page: undefined });
          }}
        />
      </Modal>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ClientList
            search={search}
            onSearchChange={onSearchChange}
            page={page}
            onPageChange={(p) => update({ page: String(p) })}
            selectedId={clientId}
            onSelect={select}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} ref={cardRef}>
          {clientId ? (
            <>
              <ClientCard key={clientId} clientId={clientId} />
              <ClientDocuments key={`documents-${clientId}`} clientId={clientId} />
              <DocumentRequestsPanel key={`requests-${clientId}`} userId={clientId} />
            </>
          ) : (
            <Stack p="lg">
              <Text c="dimmed">
                {first.isPending ? 'Loading clients…' : 'Choose a client in the list to see their summary.'}
              </Text>
            </Stack>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
