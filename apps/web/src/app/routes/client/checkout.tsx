import { formatPlanPrice } from '@app/contracts/plans.contract';
import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header/page-header';
import { PageLoader } from '../../../components/page-loader/page-loader';
import { paths } from '../../../config/paths';
import { useSubscriptionPlans } from '../../../features/plans/api/get-subscription-plans';
import { notify } from '../../../lib/notify';

/** `/checkout?planId={id}` (spec 000 section 2): no plan id goes back to billing. */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const planId = Number(params.get('planId'));
  const plans = useSubscriptionPlans();
  const navigate = useNavigate();
  const plan = plans.data?.find((p) => p.id === planId);
  const missing = plans.isSuccess && !plan;
  const failed = plans.isError;

  useEffect(() => {
    if (!missing && !failed) return;
    notify(
      missing
        ? {
            color: 'red',
            title: 'Plan Not Found',
            message: 'The requested subscription plan could not be found.',
          }
        : { color: 'red', title: 'Checkout Error', message: 'Failed to initialize checkout' },
    );
    navigate(paths.billing, { replace: true });
  }, [missing, failed, navigate]);

  if (!params.get('planId')) return <Navigate to={paths.billing} replace />;
  if (!plan) {
    return (
      <Stack align="center">
        <PageLoader />
        <Text>Setting up your checkout...</Text>
      </Stack>
    );
  }

  return (
    <Stack gap={0} maw={640}>
      <title>Checkout — Credit Repair</title>
      <PageHeader title="Checkout" description="The plan you chose." />
      <Paper withBorder radius="lg" p="lg">
        <Group justify="space-between">
          <Title order={2} fz="h3">
            {plan.name}
          </Title>
          {plan.mostPopular && <Badge color="brand">Most Popular</Badge>}
        </Group>
        <Text c="dimmed" mt={4}>
          {plan.description}
        </Text>
        <Text fz={32} fw={800} mt="md">
          {formatPlanPrice(plan.priceCents)}
          <Text span c="dimmed" fz="md" fw={400}>
            {' '}
            per {plan.billingInterval}
          </Text>
        </Text>
        <Text fz="sm">Billed {plan.billingInterval}ly</Text>
        <List size="sm" spacing={4} mt="md">
          {plan.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
      </Paper>
      <Button component={Link} to={paths.billing} variant="default" mt="lg" w="fit-content">
        Back to Plans
      </Button>
    </Stack>
  );
}
