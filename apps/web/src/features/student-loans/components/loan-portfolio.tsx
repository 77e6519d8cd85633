import '@mantine/core/styles/Progress.css';
import { formatUsd } from '@app/contracts/common/money';
import { loanProgressPercent } from '@app/contracts/student-loan-figures';
import {
  loanStatusLabels,
  loanTypeLabels,
  type NegotiationType,
  type StudentLoan,
  studentLoanMessages,
} from '@app/contracts/student-loans.contract';
import { Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { ToneBadge } from '../../../components/status-badge/tone-badge';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useStudentLoans } from '../api/get-student-loans';
import { useStartLoanNegotiation } from '../api/start-loan-negotiation';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

function LoanCard({ loan }: { loan: StudentLoan }) {
  const start = useStartLoanNegotiation();
  const progress = loanProgressPercent(loan.loanBalance, loan.originalBalance);
  const begin = (negotiationType: NegotiationType) =>
    start.mutate(
      { loanId: loan.id, negotiationType },
      {
        onSuccess: () =>
          notify({
            title: 'Negotiation Started',
            message: studentLoanMessages.negotiationStarted,
            color: 'green',
          }),
        onError: (err) =>
          notify({
            title: 'Error',
            message: errorMessage(err, 'Failed to start the negotiation'),
            color: 'red',
          }),
      },
    );
  const pendingType = start.isPending ? start.variables?.negotiationType : undefined;
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-label={`${loan.servicerName} loan`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} fz="h4">
              {loan.servicerName}
            </Title>
            <Text fz="sm" c="dimmed">
              {loan.repaymentPlan}
            </Text>
          </Stack>
          <ToneBadge color={loan.loanType === 'FEDERAL' ? 'blue' : 'teal'}>
            {loanTypeLabels[loan.loanType]}
          </ToneBadge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          <Figure label="Balance" value={formatUsd(loan.loanBalance)} />
          <Figure label="APR" value={`${Number(loan.interestRate).toFixed(2)}%`} />
          <Figure label="Monthly payment" value={formatUsd(loan.monthlyPayment)} />
          <Figure label="Status" value={loanStatusLabels[loan.status]} />
          <Figure
            label="Original balance"
            value={loan.originalBalance === null ? 'N/A' : formatUsd(loan.originalBalance)}
          />
          <Figure label="Progress" value={progress === null ? 'N/A' : `${progress}%`} />
        </SimpleGrid>
        {progress !== null && <Progress value={progress} aria-label={`Paid off: ${progress}%`} />}
        <Group gap="xs">
          <Button
            size="sm"
            onClick={() => begin('PAYMENT_REDUCTION')}
            loading={pendingType === 'PAYMENT_REDUCTION'}
            disabled={start.isPending}
          >
            Reduce Payment
          </Button>
          <Button
            size="sm"
            variant="light"
            onClick={() => begin('FORGIVENESS')}
            loading={pendingType === 'FORGIVENESS'}
            disabled={start.isPending}
          >
            Check Forgiveness
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Loan Portfolio tab: each loan with its figures and the two negotiation buttons. */
export function LoanPortfolio({ onAdd }: { onAdd: () => void }) {
  const loans = useStudentLoans();
  if (loans.isPending) return <ListSkeleton label="Loading your loans" rows={2} height={200} />;
  if (loans.isError) return <ListError what="your loans" onRetry={() => loans.refetch()} />;
  if (loans.data.length === 0) {
    return (
      <EmptyState
        icon={IconSchool}
        title="No Student Loans Added"
        action={<Button onClick={onAdd}>Add Your First Loan</Button>}
      >
        Add your loans to see your totals, start negotiations with your servicers and get tips computed from
        your own loans.
      </EmptyState>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {loans.data.map((loan) => (
        <LoanCard key={loan.id} loan={loan} />
      ))}
    </SimpleGrid>
  );
}
