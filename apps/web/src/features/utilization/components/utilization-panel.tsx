import '@mantine/core/styles/Tabs.css';
import { dollarsToCents } from '@app/contracts/common/cents';
import { formatCents } from '@app/contracts/common/money';
import { overallUtilization, utilizationColor, utilizationFormulas } from '@app/contracts/utilization';
import { optimizeUtilizationRequest, utilizationMessages } from '@app/contracts/utilization.contract';
import { Badge, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { FormulaFigure } from '../../../components/formula-figure/formula-figure';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useCreditCards } from '../api/get-credit-cards';
import { useUtilizationAlerts } from '../api/get-utilization-alerts';
import { useOptimizeUtilization } from '../api/optimize-utilization';
import { AddCardDialog } from './add-card-dialog';
import { AlertList } from './alert-list';
import { CreditCardList } from './credit-card-list';
import { OptimizationView } from './optimization-view';
import { UtilizationBar } from './utilization-bar';

/**
 * The Utilization tab: Credit Cards, Alerts, AI Optimization. `reported` is the credit report's own
 * figure, shown under the cards' so that the two are never read as one.
 */
export function UtilizationPanel({ reported }: { reported?: ReactNode }) {
  const cards = useCreditCards();
  const alerts = useUtilizationAlerts();
  const optimize = useOptimizeUtilization();
  const [tab, setTab] = useState<string | null>('cards');
  const [adding, setAdding] = useState(false);
  const [budget, setBudget] = useState<number | ''>('');
  const [budgetError, setBudgetError] = useState<string | null>(null);
  const unread = alerts.data?.filter((a) => !a.isRead).length ?? 0;

  if (cards.isPending) return <ListSkeleton label="Loading credit cards" />;
  if (cards.isError) return <ListError what="credit cards" onRetry={() => cards.refetch()} />;
  const list = cards.data;
  const overall = overallUtilization(list);

  const runOptimize = () => {
    const cents = dollarsToCents(budget);
    const checked = optimizeUtilizationRequest.safeParse({ budget: cents });
    if (!checked.success) return setBudgetError(utilizationMessages.budget);
    setBudgetError(null);
    optimize.mutate(cents, {
      onSuccess: () => {
        notify({ color: 'green', title: 'Success', message: utilizationMessages.optimized });
        setTab('optimization');
      },
      onError: (e) =>
        notify({ color: 'red', title: 'Error', message: errorMessage(e, utilizationMessages.failed) }),
    });
  };

  const budgetForm = (
    <Paper withBorder radius="md" p="md">
      <Group align="flex-end" gap="sm">
        <NumberInput
          label="Budget to pay toward your cards ($)"
          description="We split it across your cards to lower utilization the most."
          value={budget}
          onChange={(v) => setBudget(typeof v === 'number' ? v : '')}
          error={budgetError}
          min={0}
          allowNegative={false}
          thousandSeparator=","
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button onClick={runOptimize} loading={optimize.isPending} disabled={list.length === 0}>
          AI Optimize
        </Button>
      </Group>
    </Paper>
  );

  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed" fz="sm">
          Cards from your imported credit file and cards you add.
        </Text>
        <Button
          variant="light"
          leftSection={<IconCreditCard size={16} aria-hidden />}
          onClick={() => setAdding(true)}
        >
          Add Card
        </Button>
      </Group>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="cards">Credit Cards</Tabs.Tab>
          <Tabs.Tab
            value="alerts"
            rightSection={
              unread > 0 ? (
                <Badge size="sm" color="red" circle aria-label={`${unread} unread`}>
                  {unread}
                </Badge>
              ) : null
            }
          >
            Alerts
          </Tabs.Tab>
          <Tabs.Tab value="optimization" disabled={!optimize.data}>
            AI Optimization
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="cards">
          {list.length === 0 ? (
            <Stack>
              <EmptyState icon={IconCreditCard} title="No credit cards yet">
                {utilizationMessages.noCards}
              </EmptyState>
              {budgetForm}
            </Stack>
          ) : (
            <Stack>
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
                <FormulaFigure
                  label="Overall utilization"
                  value={`${overall.percent}%`}
                  formula={utilizationFormulas.overall}
                  color={utilizationColor(overall.percent)}
                />
                <FormulaFigure
                  label="Total balances"
                  value={formatCents(overall.balance)}
                  formula="Sum of your card balances."
                />
                <FormulaFigure
                  label="Total limits"
                  value={formatCents(overall.limit)}
                  formula="Sum of your card credit limits."
                />
              </SimpleGrid>
              <UtilizationBar percent={overall.percent} label="Overall" />
              {reported}
              {budgetForm}
              <CreditCardList cards={list} />
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="alerts">
          {alerts.isPending ? (
            <ListSkeleton label="Loading alerts" />
          ) : alerts.isError ? (
            <ListError what="alerts" onRetry={() => alerts.refetch()} />
          ) : (
            <AlertList alerts={alerts.data} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="optimization">
          {optimize.data && <OptimizationView result={optimize.data} />}
        </Tabs.Panel>
      </Tabs>
      <AddCardDialog opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
