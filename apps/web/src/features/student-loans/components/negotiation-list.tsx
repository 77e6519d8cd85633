import { formatUsd } from '@app/contracts/common/money';
import { personDate } from '@app/contracts/common/person-dates';
import {
  type LoanNegotiation,
  negotiationStatusLabels,
  negotiationTypeLabels,
} from '@app/contracts/student-loans.contract';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { ToneBadge } from '../../../components/status-badge/tone-badge';
import { useLoanNegotiations } from '../api/get-loan-negotiations';
import { CompleteNegotiationDialog } from './complete-negotiation-dialog';

/** Negotiations tab: type, status, outcome, monthly savings and start date of each. */
export function NegotiationList() {
  const negotiations = useLoanNegotiations();
  const [completing, setCompleting] = useState<LoanNegotiation | null>(null);
  if (negotiations.isPending) return <ListSkeleton label="Loading your negotiations" />;
  if (negotiations.isError)
    return <ListError what="your negotiations" onRetry={() => negotiations.refetch()} />;
  if (negotiations.data.length === 0) {
    return (
      <EmptyState icon={IconMessages} title="No Active Negotiations">
        Use Reduce Payment or Check Forgiveness on a loan to start one. We write the letter to your servicer
        for you.
      </EmptyState>
    );
  }
  return (
    <Stack gap="sm">
      {negotiations.data.map((n) => (
        <Paper key={n.id} withBorder radius="lg" p="md" component="article">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
              <Group gap="xs">
                <Text fw={700}>{negotiationTypeLabels[n.negotiationType]}</Text>
                <ToneBadge color={n.status === 'COMPLETED' ? 'green' : 'blue'}>
                  {negotiationStatusLabels[n.status]}
                </ToneBadge>
              </Group>
              <Text fz="sm" c="dimmed">
                {n.servicerName} · started {personDate(n.createdAt)}
              </Text>
              <Text fz="sm">{n.outcome ?? 'Waiting for the servicer’s answer.'}</Text>
            </Stack>
            <Stack gap={4} align="flex-end">
              <Text fz="xs" c="dimmed">
                Monthly savings
              </Text>
              <Text fw={700}>{n.savingsAchieved === null ? '—' : formatUsd(n.savingsAchieved)}</Text>
              {n.status === 'IN_PROGRESS' && (
                <Button size="compact-sm" variant="light" onClick={() => setCompleting(n)}>
                  Record Outcome
                </Button>
              )}
            </Stack>
          </Group>
        </Paper>
      ))}
      <CompleteNegotiationDialog negotiation={completing} onClose={() => setCompleting(null)} />
    </Stack>
  );
}
