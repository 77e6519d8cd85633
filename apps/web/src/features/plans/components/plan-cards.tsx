import { formatPlanPrice, type SubscriptionPlan } from '@app/contracts/plans.contract';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSubscriptionPlans } from '../api/get-subscription-plans';

interface PlanCardsProps {
  /** The call to action of each card (a link to billing or checkout). */
  action: (plan: SubscriptionPlan) => ReactNode;
  headingOrder?: 2 | 3;
}

/** The subscription plans from GET /api/subscription-plans, 'Most Popular' flagged. */
export function PlanCards({ action, headingOrder = 3 }: PlanCardsProps) {
  const plans = useSubscriptionPlans();

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
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      {plans.data
        ? plans.data.map((plan) => (
            <PlanCard key={plan.id} plan={plan} action={action(plan)} headingOrder={headingOrder} />
          ))
        : [0, 1, 2].map((i) => <Skeleton key={i} h={440} radius="lg" />)}
    </SimpleGrid>
  );
}

function PlanCard({
  plan,
  action,
  headingOrder,
}: {
  plan: SubscriptionPlan;
  action: ReactNode;
  headingOrder: 2 | 3;
}) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="xl"
      mih={440}
      data-testid="plan-card"
      style={plan.mostPopular ? { borderColor: 'var(--mantine-color-brand-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={headingOrder} fz="h3">
            {plan.name}
          </Title>
          {plan.mostPopular && (
            <Badge variant="filled" color="brand">
              Most Popular
            </Badge>
          )}
        </Group>
        <Text c="dimmed" fz="sm">
          {plan.description}
        </Text>
        <Group gap={4} align="baseline">
          <Text fz={40} fw={800} lh={1}>
            {formatPlanPrice(plan.priceCents)}
          </Text>
          <Text c="dimmed">/{plan.billingInterval}</Text>
        </Group>
        <List
          spacing="xs"
          size="sm"
          center
          icon={
            <ThemeIcon size={20} radius="xl" variant="light" aria-hidden>
              <IconCheck size={13} />
            </ThemeIcon>
          }
          style={{ flexGrow: 1 }}
        >
          {plan.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        {action}
      </Stack>
    </Card>
  );
}
