import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header/page-header';
import { checkoutPath } from '../../../config/paths';
import { PlanCards } from '../../../features/plans/components/plan-cards';
import { useSignedInUser } from '../../../lib/session';

/** `/billing`: the current subscription and the plans. */
export function BillingPage() {
  const user = useSignedInUser();
  return (
    <Stack gap="xl">
      <title>Billing & Subscriptions — Credit Repair</title>
      <PageHeader
        title="Billing & Subscriptions"
        description="Your subscription and the plans you can choose."
      />
      <Paper withBorder radius="lg" p="lg">
        <Title order={2} fz="h4">
          Current subscription
        </Title>
        <Text mt={6} c={user.subscriptionStatus ? undefined : 'dimmed'}>
          {user.subscriptionStatus ? `Status: ${user.subscriptionStatus}` : 'You have no subscription.'}
        </Text>
      </Paper>
      <div>
        <Title order={2} fz="h3" mb="md">
          Plans
        </Title>
        <PlanCards
          action={(plan) => {
            const current = user.subscriptionPlanId === plan.id && user.subscriptionStatus === 'ACTIVE';
            return current ? (
              <Button disabled fullWidth>
                Current Plan
              </Button>
            ) : (
              <Button
                component={Link}
                to={checkoutPath(plan.id)}
                variant={plan.mostPopular ? 'filled' : 'default'}
                fullWidth
                aria-label={`Subscribe to the ${plan.name}`}
              >
                Subscribe
              </Button>
            );
          }}
        />
      </div>
    </Stack>
  );
}
