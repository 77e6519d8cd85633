import { enclosureIsMasked, printableEnclosureTypes } from '@app/contracts/certified-mail.contract';
import { teamCan } from '@app/contracts/team-roles';
import { Alert, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { MailCertifiedButton } from '../../../features/certified-mail/components/mail-certified-button';
import { MailedLetterCard } from '../../../features/certified-mail/components/mailed-letter-card';
import { allClients, ClientSelect } from '../../../features/clients/components/client-select';
import { useChatDocuments } from '../../../features/documents/api/get-chat-documents';
import { AddTrackingPanel } from '../../../features/mail-tracking/components/add-tracking-panel';
import { LettersToMail } from '../../../features/mail-tracking/components/letters-to-mail';
import { TrackingCounters } from '../../../features/mail-tracking/components/tracking-counters';
import { TrackingOverview } from '../../../features/mail-tracking/components/tracking-overview';
import { useSignedInUser } from '../../../lib/session';
import { useClientSearchParam } from './client-search-param';

/** One client's letters: their vault's printable documents may go with them (an ID, a proof of address). */
function MailWithEnclosures({
  clientId,
  ...props
}: { clientId: number } & Omit<ComponentProps<typeof MailCertifiedButton>, 'enclosureChoices'>) {
  const vault = useChatDocuments(clientId, true);
  const choices = (vault.data ?? [])
    .filter((d) => printableEnclosureTypes.includes(d.fileType))
    .map((d) => ({ id: d.id, name: d.fileName, masked: enclosureIsMasked(d) }));
  return <MailCertifiedButton {...props} enclosureChoices={choices} />;
}

/** /admin-portal/tracking: USPS Tracking Management. */
export function TrackingManagementPage() {
  const { clientId, page, chooseClient, choosePage, clientsLoading, clientsError, noClients } =
    useClientSearchParam({ withAllClients: true });
  // The work queue names the letter (?dispute=): chosen for its tracking number, or its card opened.
  const [params] = useSearchParams();
  const asked = Number(params.get('dispute'));
  const disputeId = Number.isInteger(asked) && asked > 0 ? asked : undefined;
  // A specialist follows their clients' letters here; printing and mailing stay with those who mail.
  const mails = teamCan(useSignedInUser(), 'mailLetters');

  if (clientsError) {
    return (
      <Alert color="red" title="Could not load the clients">
        Reload the page to try again.
      </Alert>
    );
  }
  if (noClients) {
    return (
      <EmptyState icon={IconUsers} title="No clients yet">
        Add a client in Client Management; their mailed disputes are tracked here.
      </EmptyState>
    );
  }

  return (
    <Stack gap="lg">
      <Grid gutter="lg">
        {/* The same columns as the list and the alerts below, so the cards line up. */}
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Paper
            withBorder
            radius="lg"
            p="lg"
            h="100%"
            component="section"
            aria-labelledby="tracking-client-title"
          >
            <Stack gap="sm">
              <Title order={2} fz="h4" id="tracking-client-title">
                Client
              </Title>
              <ClientSelect
                label="Show disputes of"
                value={clientId}
                onChange={chooseClient}
                withAllClients
              />
              {clientId !== undefined && <TrackingCounters clientId={clientId} page={page} />}
              <Text fz="xs" c="dimmed">
                {clientId === allClients
                  ? 'All clients’ open disputes. Delivery starts a 14-day follow-up and the bureau’s 30 days.'
                  : 'This client’s open disputes. Delivery starts a 14-day follow-up and the bureau’s 30 days.'}
              </Text>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          {clientId !== undefined && (
            <AddTrackingPanel key={clientId} clientId={clientId} disputeId={disputeId} />
          )}
        </Grid.Col>
      </Grid>
      {clientId !== undefined && mails && (
        <LettersToMail
          clientId={clientId}
          mailAction={(letters) => {
            const props = {
              disputeIds: letters.map((l) => l.id),
              label: (id: number) => letters.find((l) => l.id === id)?.label,
            };
            return clientId === allClients ? (
              <MailCertifiedButton {...props} />
            ) : (
              <MailWithEnclosures clientId={clientId} {...props} />
            );
          }}
        />
      )}
      {disputeId !== undefined && (
        <MailedLetterCard key={disputeId} disputeId={disputeId} canHandle={mails} />
      )}
      {clientsLoading || clientId === undefined ? (
        <Text role="status" c="dimmed">
          Loading clients…
        </Text>
      ) : (
        <TrackingOverview
          clientId={clientId}
          page={page}
          onPageChange={choosePage}
          focusDisputeId={disputeId}
        />
      )}
    </Stack>
  );
}
