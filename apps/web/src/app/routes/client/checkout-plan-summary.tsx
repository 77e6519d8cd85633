import type { BillingTiming } from '@app/contracts/billing.contract';
import { planChargeParts } from '@app/contracts/plan-prices';
import type { SubscriptionPlan } from '@app/contracts/plans.contract';
import { Badge, Divider, Group, List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/** The benefits every plan's checkout lists. */
const keyBenefits = [
  'AI-powered dispute letter generation',
  'Real-time credit monitoring',
  'USPS certified mail tracking',
  '24/7 customer support',
];

const check = (
  <ThemeIcon size={18} radius="xl" variant="light" aria-hidden>
    <IconCheck size={12} />
  </ThemeIcon>
);

/** The plan card of the checkout: name, description, price, billing, features and key benefits. */
export function CheckoutPlanSummary({
  plan,
  timing,
}: {
  plan: SubscriptionPlan;
  /** Known once the server has said how this plan is billed. */
  timing: BillingTiming | undefined;
}) {
  const charge = planChargeParts(plan);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="checkout-plan">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Title order={2} fz="h3">
          {plan.name}
        </Title>
        {plan.mostPopular && <Badge>Most Popular</Badge>}
      </Group>
      <Text c="dimmed" fz="sm" mt={4}>
        {plan.description}
      </Text>
      <Text fz={36} fw={800} mt="md" lh={1.1}>
        {charge.price}
        <Text span c="dimmed" fz="md" fw={400}>
          {charge.per}
        </Text>
      </Text>
      <Text fz="sm" mt={4}>
        {plan.chargeBasis === 'PER_DELETION'
          ? 'Billed after each month in which an item was deleted, for each deletion seen on a credit report'
          : `Billed ${plan.billingInterval}ly${timing === 'arrears' ? ', after each month in which services were performed' : ', in advance'}`}
      </Text>
      <List size="sm" spacing={6} mt="md" icon={check} center>
        {plan.features.map((feature) => (
          <List.Item key={feature}>{feature}</List.Item>
        ))}
      </List>
      <Divider my="md" />
      <Text fw={600} fz="sm" mb={6}>
        Key benefits
      </Text>
      <List size="sm" spacing={6} icon={check} center>
        {keyBenefits.map((benefit) => (
          <List.Item key={benefit}>{benefit}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
