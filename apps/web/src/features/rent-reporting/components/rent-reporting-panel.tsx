import { formatCents } from '@app/contracts/common/money';
import { rentCostBenefit, rentFormulas } from '@app/contracts/rent-reporting';
import { rentMessages } from '@app/contracts/rent-reporting.contract';
import { findRentService, type RentReportingService } from '@app/contracts/rent-reporting-services';
import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { FormulaFigure, FormulaValue } from '../../../components/formula-figure/formula-figure';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useEnrollRentService } from '../api/enroll-rent-service';
import { useRentReporting } from '../api/get-rent-reporting';
import { RentServiceCard } from './rent-service-card';

/** The Rent tab: services, the 20-point bar, and a cost-benefit summary. */
export function RentReportingPanel() {
  const page = useRentReporting();
  const enroll = useEnrollRentService();
  // The services in the summary: those the person ticks, starting from the ones they enrolled in.
  const [picked, setPicked] = useState<Set<string> | null>(null);
  if (page.isPending) return <ListSkeleton label="Loading rent reporting services" />;
  if (page.isError) return <ListError what="rent reporting services" onRetry={() => page.refetch()} />;
  const { services, openAccounts } = page.data;
  const compared = picked ?? new Set(services.filter((s) => s.enrolledOn).map((s) => s.id));
  const chosen = [...compared]
    .map((id) => findRentService(id))
    .filter((s): s is RentReportingService => s !== undefined);
  const summary = rentCostBenefit(chosen, openAccounts);

  const record = (id: string, name: string) =>
    enroll.mutate(name, {
      onSuccess: (s) => {
        notify({
          color: 'green',
          title: rentMessages.enrolled,
          message: `${s.name}: recorded on ${s.enrolledOn}.`,
        });
        setPicked(new Set([...compared, id]));
      },
      onError: (e) =>
        notify({ color: 'red', title: 'Error', message: errorMessage(e, rentMessages.enrollFailed) }),
    });

  return (
    <Stack>
      <Alert
        color="blue"
        variant="light"
        icon={<IconInfoCircle aria-hidden />}
        title="We do not enroll you anywhere"
      >
        {rentMessages.notUs}
      </Alert>
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="h4" mb="xs">
          Cost-benefit summary
        </Title>
        <Text fz="sm" c="dimmed" mb="sm">
          {chosen.length === 0
            ? 'Tick “Include … in the cost-benefit summary” on a service below to see what it costs and what it might add.'
            : `For ${chosen.map((s) => s.name).join(', ')}.`}
          {openAccounts === null &&
            ' No credit file is imported, so the estimates assume a thin file: connect monitoring on the Monitor tab to base them on your accounts.'}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <FormulaFigure
            label="Monthly cost"
            value={formatCents(summary.totalMonthlyCost)}
            formula={rentFormulas.monthly}
          />
          <FormulaFigure
            label="First-year cost"
            value={formatCents(summary.firstYearCost)}
            formula={rentFormulas.firstYear}
          />
          <FormulaFigure
            label="Score increase"
            value={`+${summary.estimatedScoreIncrease}`}
            formula={rentFormulas.points}
            estimate
          />
          <FormulaFigure
            label="Cost per point"
            value={summary.costPerPoint === null ? '—' : formatCents(summary.costPerPoint)}
            formula={rentFormulas.costPerPoint}
            estimate
          />
        </SimpleGrid>
        <Text fz="sm" mt="sm">
          Break-even:{' '}
          <FormulaValue formula={rentFormulas.breakEven}>{summary.breakEvenTimeline}</FormulaValue>
        </Text>
      </Paper>
      <Title order={2} fz="h4">
        Recommended services
      </Title>
      <Text fz="sm" c="dimmed">
        {rentMessages.feesChange}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {services.map((s) => (
          <RentServiceCard
            key={s.id}
            service={s}
            compared={compared.has(s.id)}
            onCompare={(on) => {
              const next = new Set(compared);
              if (on) next.add(s.id);
              else next.delete(s.id);
              setPicked(next);
            }}
            onEnroll={() => record(s.id, s.name)}
            enrolling={enroll.isPending && enroll.variables === s.name}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
