import '@mantine/core/styles/Progress.css';
import { formatCents } from '@app/contracts/common/money';
import { statedIncomeTolerance, summarizeIncomeVerification } from '@app/contracts/income-verification';
import type { TaxIntegration } from '@app/contracts/tax-integrations.contract';
import { Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconReceiptTax } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { FormulaFigure } from '../../../components/formula-figure/formula-figure';

const signed = (n: number) => `${n > 0 ? '+' : ''}${n}%`;

/** The Income Verification tab, computed from the verified tax years (see summarizeIncomeVerification). */
export function IncomeVerificationSummary({
  integrations,
  statedAnnualSalary,
}: {
  integrations: TaxIntegration[];
  /** The salary of the person's current jobs, in cents; null while unknown. */
  statedAnnualSalary: number | null;
}) {
  const summary = summarizeIncomeVerification(integrations, statedAnnualSalary);
  if (!summary)
    return (
      <EmptyState icon={IconReceiptTax} title="No verified income yet">
        Connect your tax software for a year you worked on the Add Integration tab. Your income shows here
        once a year is verified.
      </EmptyState>
    );
  const simulated = integrations.some((i) => i.taxYear === summary.taxYear && i.source === 'simulated');
  const source = simulated ? ' (simulated from the jobs you list)' : '';
  const { previous, stated } = summary;
  const tolerance = Math.round(statedIncomeTolerance * 100);
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <FormulaFigure
          label={`Verified income ${summary.taxYear}`}
          value={formatCents(summary.verifiedIncome)}
          formula={`Adjusted gross income on your ${summary.taxYear} return${source}`}
        />
        <FormulaFigure
          label="Monthly income"
          value={formatCents(summary.monthlyIncome)}
          formula={`Verified income ${summary.taxYear} ÷ 12`}
        />
        <FormulaFigure
          label={previous ? `Change from ${previous.taxYear}` : 'Change from the year before'}
          value={previous?.changePercent != null ? signed(previous.changePercent) : '—'}
          formula={
            previous
              ? `(${summary.taxYear} income − ${previous.taxYear} income) ÷ ${previous.taxYear} income; ${previous.taxYear}: ${formatCents(previous.verifiedIncome)}`
              : `Connect your tax software for ${summary.taxYear - 1} too to compare the two years`
          }
        />
        <FormulaFigure
          label="Your stated salary"
          value={stated ? `${formatCents(stated.annualCents)} (${signed(stated.differencePercent)})` : '—'}
          color={stated ? (stated.consistent ? 'green' : 'orange') : undefined}
          formula={`The salary of your current jobs on the Employment tab against the verified income; within ${tolerance}% counts as consistent`}
        />
      </SimpleGrid>
      {stated && (
        <Text fz="sm">
          {stated.consistent
            ? `Your stated salary is within ${tolerance}% of your verified income.`
            : `Your stated salary differs from your verified income by more than ${tolerance}%. Lenders may ask why; check the salaries on the Employment tab.`}
        </Text>
      )}
      <Paper withBorder radius="md" p="md">
        <Text fw={600} mb="sm">
          Income by source, {summary.taxYear}
        </Text>
        <Stack gap="sm">
          {summary.sources.map((s) => (
            <Stack key={s.key} gap={4}>
              <Group justify="space-between">
                <Text fz="sm">{s.label}</Text>
                <Text fz="sm" fw={600}>
                  {formatCents(s.cents)} · {s.percent}%
                </Text>
              </Group>
              <Progress value={s.percent} aria-label={`${s.label}: ${s.percent}% of income`} />
            </Stack>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
