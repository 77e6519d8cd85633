import { simulatorAdminMessages } from '@app/contracts/credit-analysis.contract';
import { isReadingSource } from '@app/contracts/credit-figures';
import { Paper, Skeleton, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { ListError } from '../../../components/list-states/list-states';
import { useClientCreditReport } from '../api/get-client-credit-report';
import { ScoreSimulator } from './score-simulator';

/** The Dispute Center's Credit Score Simulator, on the client's own report. */
export function ClientScoreSimulator({ clientId }: { clientId: number }) {
  const report = useClientCreditReport(clientId);
  const titleId = useId();
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h4" id={titleId} mb="sm">
        Credit Score Simulator
      </Title>
      {report.isPending ? (
        <Skeleton height={160} radius="md" />
      ) : report.isError ? (
        <ListError what="the client’s credit report" onRetry={() => report.refetch()} />
      ) : report.data ? (
        <ScoreSimulator
          key={clientId}
          currentScore={report.data.creditScore}
          clientId={clientId}
          scoreEnteredBySpecialist={!isReadingSource(report.data.source)}
        />
      ) : (
        <Text c="dimmed">{simulatorAdminMessages.noReport}</Text>
      )}
    </Paper>
  );
}
