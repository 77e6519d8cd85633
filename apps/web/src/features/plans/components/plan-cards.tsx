import { planChargeParts } from '@app/contracts/plan-prices';
import type { SubscriptionPlan } from '@app/contracts/plans.contract';
import { Alert, Badge, Button, Group, Skeleton, Text } from '@mantine/core';
import { type ReactNode, useDeferredValue } from 'react';
import { useSubscriptionPlans } from '../api/get-subscription-plans';
import classes from './plan-cards.module.css';

interface PlanCardsProps {
  /** The call to action of each card (a link to billing or checkout). */
  action: (plan: SubscriptionPlan) => ReactNode;
  headingLevel?: 'h2' | 'h3';
}

/** The subscription plans from GET /api/subscription-plans, 'Most Popular' flagged. */
export function PlanCards({ action, headingLevel = 'h3' }: PlanCardsProps) {
  const plans = useSubscriptionPlans();
  // The cards render in the background once the plans arrive, never blocking the page.
  const data = useDeferredValue(plans.data);

  if (plans.isError) {
    return (
      <Alert color="red.9" variant="light" title="Plans could not be loaded">
        <Group justify="space-between" gap="sm">
          <Text fz="sm">Please check your connection and try again.</Text>
          <Button size="xs" variant="default" onClick={() => plans.refetch()}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  }

  return (
    <div className={classes.grid}>
      {data
        ? data.map((plan) => (
            <PlanCard key={plan.id} plan={plan} action={action(plan)} headingLevel={headingLevel} />
          ))
        : [0, 1, 2].map((i) => <Skeleton key={i} h={440} radius="lg" />)}
    </div>
  );
}

function PlanCard({
  plan,
  action,
  headingLevel: Heading,
}: {
  plan: SubscriptionPlan;
  action: ReactNode;
  headingLevel: 'h2' | 'h3';
}) {
  const charge = planChargeParts(plan);
  return (
    <article
      className={plan.mostPopular ? `${classes.card} ${classes.popular}` : classes.card}
      data-testid="plan-card"
      aria-label={plan.name}
    >
      <div className={classes.top}>
        <Heading className={classes.name}>{plan.name}</Heading>
        {plan.mostPopular && <Badge variant="filled">Most Popular</Badge>}
      </div>
      <p className={classes.description}>{plan.description}</p>
      <p className={classes.price}>
        {charge.price}
        <span className={classes.interval}>{charge.per}</span>
      </p>
      <ul className={classes.features}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {action}
    </article>
  );
}
