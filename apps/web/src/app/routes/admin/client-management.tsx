import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Modal.css';
import { clientTableSort, nextAction, scoreBandFilters } from '@app/contracts/client-table.contract';
import { assignmentFilters, assignmentFiltersFor, teamCan } from '@app/contracts/team-roles';
import { Box, Button, Grid, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { answerLetterConfirmPath } from '../../../config/paths';
import { DateOfBirthForm } from '../../../features/account-settings/components/date-of-birth-form';
import { AnswerLettersPanel } from '../../../features/answer-letters/components/answer-letters-panel';
import { ExportClientsButton } from '../../../features/client-import/components/export-clients-button';
import { useClient } from '../../../features/clients/api/get-client';
import { AddClientForm } from '../../../features/clients/components/add-client-form';
import { ClientCard } from '../../../features/clients/components/client-card';
import { ClientOnboardingPanel } from '../../../features/clients/components/client-onboarding-panel';
import { ClientTable, type ClientTableView } from '../../../features/clients/components/client-table';
import { ClientDocuments } from '../../../features/documents/components/client-documents';
import { DocumentRequestsPanel } from '../../../features/notices/components/document-requests-panel';
import { ItemTimelinePanel } from '../../../features/outcome-results/components/item-timeline-panel';
import { NextRoundCard } from '../../../features/outcome-results/components/next-round-card';
import { useSubscriptionPlans } from '../../../features/plans/api/get-subscription-plans';
import { SensitiveDataPanel } from '../../../features/sensitive-access/components/sensitive-data-panel';
import { SpecialistSelect } from '../../../features/team/components/specialist-select';
import { useSignedInUser } from '../../../lib/session';

const positiveInt = (raw: string | null) => {
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The table's view from the address; anything unknown falls back to the default. */
function viewFrom(params: URLSearchParams): ClientTableView {
  const sort = clientTableSort.safeParse(params.get('sort'));
  const next = params.get('next');
  const open = params.get('open');
  const band = params.get('score');
  const who = assignmentFilters.find((f) => f === params.get('who')) ?? '';
  return {
    search: params.get('q') ?? '',
    sort: sort.success ? sort.data : 'name',
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
    nextAction:
      next === 'NONE'
        ? 'NONE'
        : nextAction.safeParse(next).success
          ? (next as ClientTableView['nextAction'])
          : '',
    openDisputes: open === 'yes' || open === 'no' ? open : '',
    scoreBand: scoreBandFilters.find((b) => b.value === band)?.value ?? '',
    assigned: who,
  };
}

const paramOf: Record<keyof ClientTableView, string> = {
  search: 'q',
  sort: 'sort',
  dir: 'dir',
  nextAction: 'next',
  openDisputes: 'open',
  scoreBand: 'score',
  assigned: 'who',
};

/**
 * /admin-portal/clients: Client Management, the admin's client table. The chosen
 * client, the search, the sort and the filters live in the address, so Back and bookmarks work.
 */
export function ClientManagementPage() {
  const user = useSignedInUser();
  const office = teamCan(user, 'runOffice');
  const [params, setParams] = useSearchParams();
  const clientId = positiveInt(params.get('client'));
  const view = viewFrom(params);

  const onViewChange = useCallback(
    (changes: Partial<ClientTableView>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [k, v] of Object.entries(changes)) {
            const name = paramOf[k as keyof ClientTableView];
            if (v) next.set(name, String(v));
            else next.delete(name);
          }
          return next;
        },
        { replace: 'search' in changes },
      ),
    [setParams],
  );
  const hrefFor = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('client', String(id));
    return `?${next}`;
  };
  const cardRef = useRef<HTMLDivElement>(null);
  const shownId = useRef(clientId);
  // A client chosen in the table is shown below it: bring the card into view.
  useEffect(() => {
    if (clientId !== undefined && shownId.current !== clientId) {
      cardRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
    shownId.current = clientId;
  }, [clientId]);
  const [adding, addDialog] = useDisclosure(false);
  const plans = useSubscriptionPlans().data;
  const consumerPlans = plans?.filter((p) => p.kind === 'consumer') ?? [];
  const planName = (id: number) => plans?.find((p) => p.id === id)?.name;
  const client = useClient(clientId).data;

  return (
    <Stack gap="lg">
      <Group justify="flex-end" gap="sm">
        {teamCan(user, 'exportClients') && <ExportClientsButton />}
        {office && (
          <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={addDialog.open}>
            Add New Client
          </Button>
        )}
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
          plans={consumerPlans}
          // The dialog stays open on the invitation link until the professional is done with it.
          onCreated={(user) => setParams({ client: String(user.id) })}
          onDone={addDialog.close}
        />
      </Modal>
      <ClientTable
        view={view}
        onViewChange={onViewChange}
        selectedId={clientId}
        hrefFor={hrefFor}
        assignmentFilters={assignmentFiltersFor(user)}
        specialistControl={
          teamCan(user, 'assignClients')
            ? (row) => (
                <SpecialistSelect
                  clientId={row.id}
                  clientName={`${row.firstName} ${row.lastName}`}
                  current={row.assignedSpecialist}
                />
              )
            : undefined
        }
      />
      <div ref={cardRef} style={{ scrollMarginTop: 80 }}>
        {clientId && teamCan(user, 'workClients') ? (
          <Grid gutter="lg">
            <Grid.Col span={{ base: 12, lg: 6 }}>
              <ClientCard key={clientId} clientId={clientId} />
              <Box mt="md">
                <ClientOnboardingPanel
                  key={`onboarding-${clientId}`}
                  clientId={clientId}
                  planName={planName}
                />
              </Box>
              <Box mt="md">
                <DateOfBirthForm key={`dob-${clientId}`} userId={clientId} whose="client" />
              </Box>
              {client && teamCan(user, 'revealSensitive') && (
                <Box mt="md">
                  <SensitiveDataPanel
                    key={`sensitive-${clientId}`}
                    clientId={clientId}
                    clientName={`${client.firstName} ${client.lastName}`}
                  />
                </Box>
              )}
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 6 }}>
              <ClientDocuments key={`documents-${clientId}`} clientId={clientId} />
              <Box mt="md">
                <DocumentRequestsPanel key={`requests-${clientId}`} userId={clientId} />
              </Box>
              <Box mt="md">
                <AnswerLettersPanel
                  key={`answers-${clientId}`}
                  userId={clientId}
                  forClient
                  confirmLink={(letter) => answerLetterConfirmPath(clientId, letter.id)}
                />
              </Box>
              <Box mt="md">
                <NextRoundCard key={`next-round-${clientId}`} userId={clientId} forClient />
              </Box>
              <Box mt="md">
                <ItemTimelinePanel key={`results-${clientId}`} userId={clientId} />
              </Box>
            </Grid.Col>
          </Grid>
        ) : (
          <Text c="dimmed" ta="center" py="md">
            Choose a client’s name in the table to see their summary, activity and documents here.
          </Text>
        )}
      </div>
    </Stack>
  );
}
