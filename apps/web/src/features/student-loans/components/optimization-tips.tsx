import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import { formatUsd } from '@app/contracts/common/money';
import {
  consolidationEstimate,
  incomeDrivenEstimate,
  povertyGuideline,
} from '@app/contracts/student-loan-figures';
import { createLoanDocumentRequest, type StudentLoan } from '@app/contracts/student-loans.contract';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { ToneBadge } from '../../../components/status-badge/tone-badge';
import { useStudentLoans } from '../api/get-student-loans';
import { TipDialog } from './tip-dialog';

function TipCard({
  title,
  impact,
  children,
  action,
  onAction,
}: {
  title: string;
  impact: 'HIGH' | 'MEDIUM';
  children: ReactNode;
  action: string;
  onAction: () => void;
}) {
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="h4">
            {title}
          </Title>
          <ToneBadge color={impact === 'HIGH' ? 'green' : 'yellow'}>
            {impact === 'HIGH' ? 'High impact' : 'Medium impact'}
          </ToneBadge>
        </Group>
        <Text fz="sm">{children}</Text>
        <Group>
          <Button size="sm" onClick={onAction}>
            {action}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function ConsolidationTip({ loans, estimate }: { loans: StudentLoan[]; estimate: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <TipCard
        title="Consolidation Opportunity"
        impact="HIGH"
        action="See Steps"
        onAction={() => setOpen(true)}
      >
        You have {loans.length} loans. Consolidating could lower your total monthly payment by about{' '}
        <strong>{formatUsd(estimate)}</strong> (an estimate: 15% of your current total, rounded down).
      </TipCard>
      <TipDialog
        title="Consolidation Opportunity"
        opened={open}
        onClose={() => setOpen(false)}
        generateLabel="Generate Checklist"
        request={() => ({ kind: 'CONSOLIDATION_CHECKLIST' })}
        steps={[
          'List every loan with its servicer, balance and rate (your checklist does this for you).',
          'Federal loans: apply for a Direct Consolidation Loan at studentaid.gov; it is free.',
          'Private loans: compare refinancing offers from several lenders.',
          'Keep paying your current loans until each servicer confirms it was paid off.',
        ]}
      />
    </>
  );
}

function PslfTip() {
  const [open, setOpen] = useState(false);
  const [works, setWorks] = useState<'' | 'yes' | 'no'>('');
  const [employerName, setEmployerName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = () => {
    const parsed = createLoanDocumentRequest.safeParse({
      kind: 'PSLF_EMPLOYMENT_CERTIFICATION',
      employerName,
    });
    setError(parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Check the employer name'));
    return parsed.success && works === 'yes' ? parsed.data : null;
  };
  return (
    <>
      <TipCard
        title="PSLF Eligibility Check"
        impact="HIGH"
        action="Check Eligibility"
        onAction={() => setOpen(true)}
      >
        Public Service Loan Forgiveness forgives what is left of federal Direct Loans after 120 qualifying
        payments while you work for a government or non-profit employer.
      </TipCard>
      <TipDialog
        title="PSLF Eligibility Check"
        opened={open}
        onClose={() => setOpen(false)}
        generateLabel="Generate Cover Letter"
        request={request}
        steps={[
          'Confirm you work full time for a government or 501(c)(3) non-profit employer.',
          'Fill in the PSLF form at studentaid.gov/pslf and have your employer sign it.',
          'Send the form with the cover letter to your servicer.',
          'Certify your employment every year so your qualifying payments are counted.',
        ]}
      >
        <Stack gap="xs">
          <Text fz="sm" fw={600} id="pslf-question">
            Do you work for a government or non-profit organization?
          </Text>
          <SegmentedControl
            aria-labelledby="pslf-question"
            value={works}
            onChange={(v) => setWorks(v as 'yes' | 'no')}
            data={[
              { value: 'yes', label: 'Yes' },
              { value: 'no', label: 'No' },
            ]}
          />
          {works === 'yes' && (
            <TextInput
              label="Employer name"
              value={employerName}
              onChange={(e) => setEmployerName(e.currentTarget.value)}
              error={error}
            />
          )}
          {works === 'no' && (
            <Alert color="gray">
              PSLF needs qualifying employment. If that changes, come back; until then income-driven repayment
              may lower your payment.
            </Alert>
          )}
          {works === '' && (
            <Text fz="sm" c="dimmed">
              Answer the question to generate the cover letter.
            </Text>
          )}
        </Stack>
      </TipDialog>
    </>
  );
}

function IdrTip({ loans }: { loans: StudentLoan[] }) {
  const [open, setOpen] = useState(false);
  const [income, setIncome] = useState<number | string>('');
  const [household, setHousehold] = useState<number | string>(1);
  const [error, setError] = useState<string | null>(null);
  const estimate = income === '' ? null : incomeDrivenEstimate(loans, Number(income), Number(household) || 1);
  const request = () => {
    const parsed = createLoanDocumentRequest.safeParse({
      kind: 'IDR_REQUEST',
      annualIncome: income === '' ? undefined : Number(income),
      householdSize: Number(household),
    });
    setError(parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Check your income'));
    return parsed.success ? parsed.data : null;
  };
  return (
    <>
      <TipCard
        title="Income-Driven Repayment"
        impact="MEDIUM"
        action="Estimate My Payment"
        onAction={() => setOpen(true)}
      >
        Income-driven plans set your federal loan payment from your income and household size. Enter your
        income to see an estimate.
      </TipCard>
      <TipDialog
        title="Income-Driven Repayment"
        opened={open}
        onClose={() => setOpen(false)}
        generateLabel="Generate Cover Letter"
        request={request}
        steps={[
          'Gather proof of income (your latest tax return or pay stubs).',
          'Fill in the Income-Driven Repayment Plan Request at studentaid.gov.',
          'Send it with the cover letter and proof of income to your servicer.',
          'Recertify your income every year.',
        ]}
      >
        <Group grow align="flex-start">
          <NumberInput
            label="Annual income"
            min={0}
            prefix="$"
            thousandSeparator=","
            value={income}
            onChange={setIncome}
            error={error}
          />
          <NumberInput
            label="Household size"
            min={1}
            max={20}
            allowDecimal={false}
            value={household}
            onChange={setHousehold}
          />
        </Group>
        {estimate && (
          <Alert color="blue" title="Estimate">
            About <strong>{formatUsd(estimate.estimatedMonthlyPayment)}</strong> a month instead of{' '}
            {formatUsd(estimate.currentFederalPayment)} on your federal loans (saving about{' '}
            {formatUsd(estimate.estimatedMonthlySavings)}). 10% of income above 150% of the{' '}
            {povertyGuideline.year} poverty guideline; your servicer calculates the actual payment.
          </Alert>
        )}
      </TipDialog>
    </>
  );
}

/** AI Optimization tab: tips computed from the person's loans, each with steps and a document. */
export function OptimizationTips() {
  const loans = useStudentLoans();
  if (loans.isPending) return <ListSkeleton label="Loading your tips" rows={2} />;
  if (loans.isError) return <ListError what="your loans" onRetry={() => loans.refetch()} />;
  const estimate = consolidationEstimate(loans.data);
  const hasFederal = loans.data.some((l) => l.loanType === 'FEDERAL');
  if (estimate === null && !hasFederal) {
    return (
      <EmptyState icon={IconBulb} title="No Tips Yet">
        {loans.data.length === 0
          ? 'Add your loans: tips are computed from them.'
          : 'Consolidation needs two or more loans, and PSLF and income-driven repayment apply to federal loans.'}
      </EmptyState>
    );
  }
  return (
    <Stack gap="md">
      {estimate !== null && <ConsolidationTip loans={loans.data} estimate={estimate} />}
      {hasFederal && <PslfTip />}
      {hasFederal && <IdrTip loans={loans.data} />}
      {!hasFederal && (
        <Text fz="sm" c="dimmed">
          PSLF and income-driven repayment apply to federal loans only.
        </Text>
      )}
    </Stack>
  );
}
