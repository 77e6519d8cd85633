import { formatUsd } from '@app/contracts/common/money';
import {
  activeLoanCount,
  activeNegotiationCount,
  totalBalance,
  totalMonthlyPayment,
  totalNegotiatedSavings,
  weightedInterestRate,
} from '@app/contracts/student-loan-figures';
import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useLoanNegotiations } from '../api/get-loan-negotiations';
import { useStudentLoans } from '../api/get-student-loans';

function Card({ label, value, detail }: { label: string; value: string | undefined; detail: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} data-testid="loan-summary-card">
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton height={30} width={100} my={2} />
      ) : (
        <Text fw={800} fz={{ base: 20, sm: 26 }} lh={1.2}>
          {value}
        </Text>
      )}
      <Text fz="xs" c="dimmed">
        {detail}
      </Text>
    </Paper>
  );
}

/** Total Balance, Monthly Payment, Total Savings, Active Negotiations. */
export function LoanSummaryCards() {
  const loans = useStudentLoans().data;
  const negotiations = useLoanNegotiations().data;
  const active = loans ? activeLoanCount(loans) : 0;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
      <Card
        label="Total Balance"
        value={loans && formatUsd(totalBalance(loans))}
        detail={`${active} active ${active === 1 ? 'loan' : 'loans'}`}
      />
      <Card
        label="Monthly Payment"
        value={loans && formatUsd(totalMonthlyPayment(loans))}
        detail={`${loans ? weightedInterestRate(loans).toFixed(2) : '0.00'}% average interest`}
      />
      <Card
        label="Total Savings"
        value={negotiations && `${formatUsd(totalNegotiatedSavings(negotiations))}/mo`}
        detail="From completed negotiations"
      />
      <Card
        label="Active Negotiations"
        value={negotiations && String(activeNegotiationCount(negotiations))}
        detail="In progress with servicers"
      />
    </SimpleGrid>
  );
}
