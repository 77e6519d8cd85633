import { Alert, Paper, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { answerLetterConfirmPath } from '../../../config/paths';
import { AnswerLettersPanel } from '../../../features/answer-letters/components/answer-letters-panel';
import { ConfirmAnswerLetter } from '../../../features/answer-letters/components/confirm-answer-letter';
import { BureauResponsesSection } from '../../../features/bureau-responses/components/bureau-responses-section';
import { ClientSelect } from '../../../features/clients/components/client-select';
import { useClientDisputes } from '../../../features/disputes/api/get-client-disputes';
import { useClientSearchParam } from './client-search-param';

/** /admin-portal/bureau-analysis: Bureau Response Analysis for the chosen client. */
export function BureauAnalysisPage() {
  const { clientId, chooseClient, clientsLoading, clientsError, noClients } = useClientSearchParam();
  // The disputes feature owns this read: one cached list, so a next round started here also shows
  // in the Dispute Center.
  const disputes = useClientDisputes(clientId);
  // ?letter= opens a bureau answer letter to check and confirm (the work queue's row links here).
  const [params] = useSearchParams();
  const letterId = Number(params.get('letter')) || undefined;

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
        Add a client in Client Management; the bureaus’ answers to their disputes are analysed here.
      </EmptyState>
    );
  }

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg" maw={{ base: '100%', md: 560 }}>
        <ClientSelect value={clientId} onChange={chooseClient} />
      </Paper>
      {clientsLoading || !clientId ? (
        <Text role="status" c="dimmed">
          Loading clients…
        </Text>
      ) : (
        <>
          {letterId !== undefined && <ConfirmAnswerLetter key={letterId} letterId={letterId} />}
          <AnswerLettersPanel
            key={`answers-${clientId}`}
            userId={clientId}
            forClient
            confirmLink={(letter) => answerLetterConfirmPath(clientId, letter.id)}
          />
          <BureauResponsesSection key={clientId} clientId={clientId} disputes={disputes.data} />
        </>
      )}
    </Stack>
  );
}
