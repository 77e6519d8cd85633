import { formatPlanCharge } from '@app/contracts/plan-prices';
import {
  type AdminPlan,
  type PlanChargingInput,
  perDeletionPriceBounds,
  planChargeBases,
  planChargeBasisLabels,
  planChargingInput,
} from '@app/contracts/plans.contract';
import { Badge, Button, Group, NumberInput, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { errorMessage } from '../../../lib/api-errors';
import {
  contractResolver,
  focusFirstError,
  setServerFieldErrors,
  useFormName,
} from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useAdminPlans } from '../api/get-admin-plans';
import { useUpdatePlanCharging } from '../api/update-plan-charging';

// Built once at the top level: the resolver is the contract's own schema, with its limits and words.
const validate = contractResolver(planChargingInput);

const valuesOf = (p: AdminPlan): PlanChargingInput => ({
  chargeBasis: p.chargeBasis,
  pricePerDeletionCents: p.pricePerDeletionCents,
});

const basisOptions = planChargeBases.map((value) => ({ value, label: planChargeBasisLabels[value] }));

/** One consumer plan's charging: monthly, or per deletion at the price the company sets. */
function PlanChargingForm({ plan }: { plan: AdminPlan }) {
  const save = useUpdatePlanCharging();
  const form = useForm<PlanChargingInput>({ name: useFormName(), initialValues: valuesOf(plan), validate });
  const perDeletion = form.values.chargeBasis === 'PER_DELETION';

  async function submit(values: PlanChargingInput) {
    try {
      const saved = await save.mutateAsync({
        id: plan.id,
        body: { ...values, pricePerDeletionCents: perDeletion ? values.pricePerDeletionCents : null },
      });
      form.resetDirty(valuesOf(saved));
      notify({
        color: 'teal',
        title: 'Plan saved',
        message: `${saved.name} is now ${formatPlanCharge(saved)}.`,
      });
    } catch (error) {
      const onField = setServerFieldErrors(form, error);
      notify({
        color: 'red',
        title: 'Plan not saved',
        message: onField ? 'Check the fields marked in red.' : errorMessage(error, 'Try again in a moment.'),
      });
    }
  }

  const price = form.getInputProps('pricePerDeletionCents');
  return (
    <form
      onSubmit={form.onSubmit(submit, (errors) => focusFirstError(form, errors))}
      aria-label={`How ${plan.name} is charged`}
      data-testid="plan-charging"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{plan.name}</Text>
          <Group gap={6}>
            <Text fz="sm">{formatPlanCharge(plan)}</Text>
            {!plan.active && <Badge color="gray">Not offered</Badge>}
          </Group>
        </Group>
        <Group align="flex-start" gap="md" wrap="wrap">
          <Select
            label="Charged"
            data={basisOptions}
            allowDeselect={false}
            w={{ base: '100%', xs: 280 }}
            {...form.getInputProps('chargeBasis')}
          />
          {perDeletion && (
            <NumberInput
              label="Price of one deletion"
              description="$1 to $500, charged after the month the deletion shows on a report"
              prefix="$"
              decimalScale={2}
              min={perDeletionPriceBounds.minCents / 100}
              max={perDeletionPriceBounds.maxCents / 100}
              w={{ base: '100%', xs: 240 }}
              key={form.key('pricePerDeletionCents')}
              value={
                form.values.pricePerDeletionCents === null ? '' : form.values.pricePerDeletionCents / 100
              }
              onChange={(v) =>
                form.setFieldValue('pricePerDeletionCents', v === '' ? null : Math.round(Number(v) * 100))
              }
              error={price.error}
            />
          )}
        </Group>
        <Group>
          <Button type="submit" size="sm" loading={save.isPending} disabled={!form.isDirty()}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The plan editor: how each consumer plan is charged. Both ways are in arrears, as the Credit
 * Repair Organizations Act requires: monthly after each month with services, or per deletion for
 * each item deleted once the deletion shows on a report.
 */
export function PlanChargingEditor() {
  const plans = useAdminPlans();
  if (plans.isPending) return <ListSkeleton label="Loading plans" rows={2} height={96} />;
  if (plans.isError) return <ListError what="plans" onRetry={() => plans.refetch()} />;
  const consumer = plans.data.filter((p) => p.kind === 'consumer');
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={3} fz="h4" mb={4}>
        Consumer plans
      </Title>
      <Text fz="sm" c="dimmed" mb="md">
        Clients are always charged after the service: monthly plans after each month with services,
        per-deletion plans for each item deleted once a credit report shows it. The price appears on your plan
        page and in the client’s contract.
      </Text>
      <Stack gap="xl">
        {consumer.map((plan) => (
          <PlanChargingForm key={plan.id} plan={plan} />
        ))}
      </Stack>
    </Paper>
  );
}
