import '@mantine/core/styles/Grid.css';
import { adminLetterMessages } from '@app/contracts/dispute-letters.contract';
import { teamCan } from '@app/contracts/team-roles';
import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { useClient } from '../../../features/clients/api/get-client';
import { ClientSelect } from '../../../features/clients/components/client-select';
import { useClientCreditIssues } from '../../../features/credit-issues/api/get-client-credit-issues';
import { AiCreditAnalysis } from '../../../features/credit-tools/components/ai-credit-analysis';
import { ClientCreditScore } from '../../../features/credit-tools/components/client-credit-score';
import { ClientScoreSimulator } from '../../../features/credit-tools/components/client-score-simulator';
import { ClientLetterGenerator } from '../../../features/dispute-letters/components/client-letter-generator';
import { useClientDisputes } from '../../../features/disputes/api/get-client-disputes';
import { ClientDisputesPanel } from '../../../features/disputes/components/client-disputes-panel';
import { TrackingCounters } from '../../../features/mail-tracking/components/tracking-counters';
import { RevealButton } from '../../../features/sensitive-access/components/reveal-button';
import { useSignedInUser } from '../../../lib/session';
import { UploadReportsTab } from './upload-reports';

const chosenClient = (raw: string | null) => {
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * /admin-portal/disputes: Dispute Center. Nothing shows until a client is
 * chosen (no default client: letters are written in someone's name); the choice lives in ?client=.
 */
export function DisputeCenterPage() {
  const [params, setParams] = useSearchParams();
  const clientId = chosenClient(params.get('client'));
  const client = useClient(clientId);
  const issues = useClientCreditIssues(clientId);
  const disputes = useClientDisputes(clientId);
  const clientName = client.data ? `${client.data.firstName} ${client.data.lastName}` : '';
  const reveals = teamCan(useSignedInUser(), 'revealSensitive');

  const picker = (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="dispute-client-title" h="100%">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="dispute-client-title">
          Client
        </Title>
        <ClientSelect
          label="Work on the disputes of"
          value={clientId}
          onChange={(id) => setParams({ client: String(id) })}
        />
        {clientId !== undefined && <TrackingCounters clientId={clientId} page={1} />}
      </Stack>
    </Paper>
  );

  if (clientId === undefined) {
    return (
      <Stack gap="lg">
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>{picker}</Grid.Col>
        </Grid>
        <EmptyState icon={IconUserSearch} title={adminLetterMessages.selectClient}>
          Choose a client to see their score, mail tracking, AI credit analysis, score simulator and dispute
          letters.
        </EmptyState>
      </Stack>
    );
  }

  // Keyed by client: nothing typed or generated for one client stays on screen for the next.
  return (
    <Stack gap="lg" key={clientId}>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>{picker}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ClientCreditScore clientId={clientId} />
        </Grid.Col>
      </Grid>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <ClientLetterGenerator
              clientId={clientId}
              clientName={clientName}
              issues={issues}
              disputes={disputes.data}
              revealAccount={
                reveals
                  ? (issue) => (
                      <RevealButton
                        clientId={clientId}
                        clientName={clientName}
                        field="accountNumber"
                        itemId={issue.id}
                        itemName={issue.creditor}
                      />
                    )
                  : undefined
              }
            />
            <ClientDisputesPanel clientId={clientId} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg">
            <AiCreditAnalysis clientId={clientId} />
            <ClientScoreSimulator clientId={clientId} />
          </Stack>
        </Grid.Col>
      </Grid>
      {/* The report is read where the letters are written: its items show in the generator at once. */}
      <UploadReportsTab clientId={clientId} />
      <Text fz="xs" c="dimmed">
        Letters saved here wait for the client’s approval in their Disputes tab before they can be mailed.
      </Text>
    </Stack>
  );
}
