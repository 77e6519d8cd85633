import { creditFigureMessages, isReadingSource, reportUtilizationText } from '@app/contracts/credit-figures';
import { scoreBand } from '@app/contracts/score';
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { ToneBadge } from '../../../components/status-badge/tone-badge';
import { useClientCreditReport } from '../api/get-client-credit-report';

/**
 * The client's current score, its band and report date ('---' without a report). The band is the
 * one every screen shows (scoreBand); the report's stored creditRating is a record, not a label.
 */
export function ClientCreditScore({ clientId }: { clientId: number }) {
  const report = useClientCreditReport(clientId);
  const titleId = useId();
  const data = report.data;
  const band = data ? scoreBand(data.creditScore) : null;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={titleId} h="100%">
      <Title order={2} fz="h4" id={titleId} mb="xs">
        Credit Score
      </Title>
      {report.isPending ? (
        <Skeleton height={56} radius="md" />
      ) : (
        <Stack gap={4}>
          <Group gap="sm" align="baseline">
            <Text fz={44} fw={800} lh={1} data-testid="client-score">
              {data ? data.creditScore : '---'}
            </Text>
            {band && <ToneBadge color={band.color}>{band.label}</ToneBadge>}
          </Group>
          <Text fz="sm" c="dimmed">
            {data
              ? [
                  !isReadingSource(data.source) && `Score ${creditFigureMessages.enteredBySpecialist}`,
                  reportUtilizationText(data, 'the'),
                  data.accountAge === null
                    ? 'account age not known yet'
                    : `average account age ${data.accountAge} months`,
                ]
                  .filter(Boolean)
                  .join(' · ')
              : 'No credit report available'}
          </Text>
        </Stack>
      )}
    </Paper>
  );
}
