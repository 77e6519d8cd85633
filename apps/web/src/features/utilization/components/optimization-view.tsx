import { formatCents } from '@app/contracts/common/money';
import { utilizationColor, utilizationFormulas } from '@app/contracts/utilization';
import type { OptimizationResult } from '@app/contracts/utilization.contract';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FormulaFigure, FormulaValue } from '../../../components/formula-figure/formula-figure';
import { UtilizationBar } from './utilization-bar';

/** The pay-down plan: overall before and after, then each card in the order to pay it. */
export function OptimizationView({ result }: { result: OptimizationResult }) {
  const { overall } = result;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <FormulaFigure
          label="Current utilization"
          value={`${overall.currentUtilization}%`}
          formula={utilizationFormulas.overall}
          color={utilizationColor(overall.currentUtilization)}
        />
        <FormulaFigure
          label="After the plan"
          value={`${overall.targetUtilization}%`}
          formula={utilizationFormulas.plan}
          color={utilizationColor(overall.targetUtilization)}
        />
        <FormulaFigure
          label="Score impact"
          value={`+${overall.scoreImpact} pts`}
          formula={utilizationFormulas.score}
          estimate
        />
        <FormulaFigure
          label="Amount to pay"
          value={formatCents(overall.totalOptimization)}
          formula="The budget you entered, up to what your cards owe."
        />
      </SimpleGrid>
      <Title order={3} fz="h4">
        Pay in this order
      </Title>
      {result.cardOptimizations.map((c) => (
        <Paper key={c.cardId} withBorder radius="md" p="md">
          <Group justify="space-between" gap="xs" mb={4}>
            <Group gap="xs">
              <Badge variant="filled" circle aria-label={`Priority ${c.priority}`}>
                {c.priority}
              </Badge>
              <Text fw={600}>{c.cardName}</Text>
            </Group>
            <Text fw={700}>{formatCents(c.payment)}</Text>
          </Group>
          <Text fz="sm">{c.suggestedAction}</Text>
          <Group gap="lg" fz="sm" my={6}>
            <Text fz="sm">{c.timeframe}</Text>
            <Text fz="sm">
              <FormulaValue
                formula={`${utilizationFormulas.score} This card’s share is in proportion to its payment.`}
              >
                +{c.scoreImpact} pts (estimate)
              </FormulaValue>
            </Text>
          </Group>
          <UtilizationBar percent={c.targetUtilization} label={`${c.cardName} after payment`} />
        </Paper>
      ))}
      <Text fz="xs" c="dimmed">
        A plan computed from your card balances and limits; nothing is paid for you. Score changes are
        estimates: actual results vary.
      </Text>
    </Stack>
  );
}
