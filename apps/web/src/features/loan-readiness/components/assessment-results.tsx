import { personDateTime } from '@app/contracts/common/person-dates';
import '@mantine/core/styles/Progress.css';
import { formatCents } from '@app/contracts/common/money';
import { factorRules, loanFormulas } from '@app/contracts/loan-readiness';
import { type LoanAssessment, loanTypeLabels } from '@app/contracts/loan-readiness.contract';
import { Group, List, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FormulaFigure, FormulaValue } from '../../../components/formula-figure/formula-figure';
import { ToneBadge } from '../../../components/status-badge/tone-badge';

const rules = [
  factorRules.dti,
  factorRules.score,
  factorRules.down,
  factorRules.employment,
  factorRules.reserves,
];
const priorityColor = { HIGH: 'red', MEDIUM: 'orange', LOW: 'gray' } as const;
const priorityLabel = { HIGH: 'High', MEDIUM: 'Medium', LOW: 'Low' } as const;
/** 80 or more green, 60 or more yellow, else red. */
const scoreColor = (n: number) => (n >= 80 ? 'green' : n >= 60 ? 'yellow' : 'red');
// Whole rates read "10%", not "10.00%", so the range fits one line on a phone.
const percent = (hundredths: number) =>
  `${(hundredths / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

/** Results & Insights of one assessment: every figure with its formula. */
export function AssessmentResults({ assessment: a }: { assessment: LoanAssessment }) {
  const insights = a.aiInsights;
  return (
    <Stack>
      <Text c="dimmed" fz="sm">
        {loanTypeLabels[a.loanType]} of {formatCents(a.loanAmount)}, assessed {personDateTime(a.createdAt)}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <FormulaFigure
          label="Readiness score"
          value={`${a.readinessScore}/100`}
          formula={loanFormulas.readiness}
          color={scoreColor(a.readinessScore)}
        />
        <FormulaFigure
          label="Approval estimate"
          value={`${a.approvalProbability}%`}
          formula={loanFormulas.approval}
          estimate
        />
        <FormulaFigure
          label="Debt-to-income"
          value={a.debtToIncomeRatio === null ? 'No income' : `${a.debtToIncomeRatio}%`}
          formula={loanFormulas.dti}
        />
        <FormulaFigure
          label="Estimated rate"
          value={`${percent(a.estimatedRateRange.low)}–${percent(a.estimatedRateRange.high)}`}
          formula={loanFormulas.rate}
          estimate
        />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Title order={3} fz="h5" mb="xs">
          {insights.summary}
        </Title>
        <Stack gap="xs">
          {a.factors.map((f, i) => (
            <div key={f.factor}>
              <Group justify="space-between" fz="sm">
                <Text fz="sm" fw={600}>
                  <FormulaValue formula={rules[i] ?? ''}>{f.factor}</FormulaValue>
                </Text>
                <Text fz="sm">
                  {f.points}/{f.maxPoints} · {f.detail}
                </Text>
              </Group>
              <Progress
                value={(f.points / f.maxPoints) * 100}
                aria-label={`${f.factor}: ${f.points} of ${f.maxPoints} points`}
              />
            </div>
          ))}
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Paper withBorder radius="md" p="md">
          <Title order={3} fz="h5" mb="xs">
            Strengths
          </Title>
          {insights.strengths.length ? (
            <List fz="sm">
              {insights.strengths.map((s) => (
                <List.Item key={s}>{s}</List.Item>
              ))}
            </List>
          ) : (
            <Text fz="sm">None yet.</Text>
          )}
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={3} fz="h5" mb="xs">
            Concerns
          </Title>
          {insights.concerns.length ? (
            <List fz="sm">
              {insights.concerns.map((s) => (
                <List.Item key={s}>{s}</List.Item>
              ))}
            </List>
          ) : (
            <Text fz="sm">None.</Text>
          )}
        </Paper>
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="xs">
          <Title order={3} fz="h5">
            Recommended actions
          </Title>
          <Text fz="sm">
            Timeline:{' '}
            <FormulaValue formula={loanFormulas.timeline}>{insights.timelineToQualification}</FormulaValue>
          </Text>
        </Group>
        <Stack gap="xs">
          {insights.recommendedActions.length === 0 && (
            <Text fz="sm">Nothing stands in the way: see the next steps.</Text>
          )}
          {insights.recommendedActions.map((r) => (
            <Group key={r.action} gap="xs" align="flex-start" wrap="nowrap">
              <ToneBadge color={priorityColor[r.priority]} miw={70}>
                {priorityLabel[r.priority]}
              </ToneBadge>
              <div>
                <Text fz="sm">{r.action}</Text>
                <Text fz="xs" c="dimmed">
                  {r.timeframe} · {r.impact}
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={3} fz="h5" mb="xs">
          Next steps
        </Title>
        <List type="ordered" fz="sm">
          {insights.nextSteps.map((s) => (
            <List.Item key={s}>{s}</List.Item>
          ))}
        </List>
      </Paper>
      <Text fz="xs" c="dimmed">
        Computed from your profile by the rules shown on hover; approval and rate are estimates, not offers.
      </Text>
    </Stack>
  );
}
