import type { BillingTiming } from '@app/contracts/billing.contract';
import { formatCents } from '@app/contracts/common/money';
import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { CardSetupResult } from '../api/confirm-test-setup';
import type { StartedSubscription } from '../api/start-subscription';
import { CardSetupForm } from './card-setup-form';
import { chargeRule, startPlanLabel } from './charge-terms';
import { TestCardForm } from './test-card-form';
import { TestModeBadge } from './test-mode-badge';

interface SecurePaymentCardProps {
  plan: { name: string; priceCents: number; billingInterval: string; pricePerDeletionCents: number | null };
  timing: BillingTiming;
  setup: StartedSubscription;
  /** The card was saved (and the plan started). */
  onSucceeded: () => void;
  /** The card asks for authentication: go to this page of ours. */
  onRequiresAction: (redirectUrl: string) => void;
}

/** The spec's Secure Payment card, saying truthfully what is charged and when. */
export function SecurePaymentCard({
  plan,
  timing,
  setup,
  onSucceeded,
  onRequiresAction,
}: SecurePaymentCardProps) {
  const label = startPlanLabel(timing, plan.priceCents, plan.billingInterval);
  const testMode = setup.provider === 'builtin';
  const onResult = (result: CardSetupResult) => {
    if (result.status === 'requires_action' && result.redirectUrl) onRequiresAction(result.redirectUrl);
    else onSucceeded();
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="secure-payment">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Group gap={8} wrap="nowrap">
            <IconLock size={20} aria-hidden />
            <Title order={2} fz="h3">
              Secure Payment
            </Title>
          </Group>
          {testMode && <TestModeBadge />}
        </Group>
        <div>
          <Text fz="sm" c="dimmed">
            {timing === 'arrears' ? 'Due today' : 'Due today (billed in advance)'}
          </Text>
          <Text fz={28} fw={800} lh={1.2}>
            {timing === 'arrears' ? '$0.00' : formatCents(plan.priceCents)}
          </Text>
          <Text fz="sm" mt={4}>
            {plan.pricePerDeletionCents !== null
              ? `Then ${formatCents(plan.pricePerDeletionCents)} for each item deleted, on the ${plan.name}.`
              : `Then ${formatCents(plan.priceCents)} per ${plan.billingInterval} for the ${plan.name}.`}
          </Text>
        </div>
        <Alert color={timing === 'arrears' ? 'teal' : 'blue'} variant="light" p="sm" role="note">
          <Text fz="sm">
            {chargeRule(
              timing,
              plan.priceCents,
              plan.billingInterval,
              'checkout',
              plan.pricePerDeletionCents,
            )}
          </Text>
        </Alert>
        <CardSetupForm
          setup={setup}
          submitLabel={label}
          testCardFields={
            <TestCardForm clientSecret={setup.clientSecret} submitLabel={label} onResult={onResult} />
          }
          onSucceeded={onSucceeded}
        />
        <Stack gap={2}>
          <Text fz="xs" c="dimmed">
            Your information is secure and encrypted; the card number is never stored by us.
          </Text>
          <Text fz="xs" c="dimmed">
            Cancel anytime from billing settings.
          </Text>
        </Stack>
      </Stack>
    </Paper>
  );
}
