import type { CreditRating } from '@app/contracts/score';
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { ToneBadge } from '../../../components/status-badge/tone-badge';
import { useClientCreditReport } from '../api/get-client-credit-report';

const ratingColor: Record<CreditRating, string> = {
  EXCELLENT: 'green',
  GOOD: 'blue',
  FAIR: 'yellow',
  POOR: 'red',
};

/** The client's current score, rating and report date ('---' without a report). */
export function ClientCreditScore({ clientId }: { clientId: number }) {
  const report = useClientCreditReport(clientId);
  const titleId = useId();
  const data = report.data;
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
            {data && <ToneBadge color={ratingColor[data.creditRating]}>{data.creditRating}</ToneBadge>}
          </Group>
          <Text fz="sm" c="dimmed">
            {data
              ? `Utilization ${Math.round(data.utilizationRate * 100)}% · average account age ${data.accountAge} months · updated ${new Date(data.lastUpdated).toLocaleDateString()}`
              : 'No credit report available'}
          </Text>
        </Stack>
      )}
    </Paper>
  );
}
