import type { Subscription } from '@app/contracts/billing.contract';
import { formatCents } from '@app/contracts/common/money';
import { formatPlanCharge } from '@app/contracts/plan-prices';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { checkoutPath } from '../../../config/paths';
import { CancelSubscriptionButton } from './cancel-subscription-button';
import { chargeRule, formatCalendarDay, formatDay } from './charge-terms';
import { SubscriptionStatusBadge } from './subscription-status-badge';

/** 'Subscription Cancelled — cancelled within…' -> 'Cancelled within…' (the title is shown apart). */
function afterTitle(message: string) {
  const rest = message.split(' — ').slice(1).join(' — ');
  return rest ? `${rest.charAt(0).toUpperCase()}${rest.slice(1)}` : message;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fz="sm" fw={500}>
        {children}
      </Text>
    </div>
  );
}

function ChargeFact({ subscription: s, first }: { subscription: Subscription; first: boolean }) {
  if (s.status !== 'ACTIVE' || s.cancelAtPeriodEnd || !s.nextChargeAt) return null;
  const price = formatCents(s.priceCents);
  const label = first ? 'First charge' : 'Next charge';
  return (
    <Fact label={label}>
      {s.chargeBasis === 'PER_DELETION'
        ? `${formatDay(s.nextChargeAt)} at the earliest: ${formatCents(s.pricePerDeletionCents ?? 0)} for each deletion seen on a report in the month ending then.`
        : s.billing === 'arrears'
          ? `${formatDay(s.nextChargeAt)} at the earliest: ${price} for the month ending then, only if services were performed in it.`
          : `${formatDay(s.nextChargeAt)}: ${price} for the next ${s.billingInterval}, in advance.`}
    </Fact>
  );
}

/** The current subscription: plan, status, billing cycle, when money is taken, and how to cancel. */
export function CurrentSubscriptionCard({
  subscription: s,
  firstCharge,
}: {
  subscription: Subscription | null;
  /** No invoice exists yet, so the next charge is the first. */
  firstCharge: boolean;
}) {
  const [cancelMessage, setCancelMessage] = useState<string | null>(null);
  if (!s) {
    return (
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="current-subscription">
        <Title order={2} fz="h4">
          Current subscription
        </Title>
        <Text mt={6} c="dimmed">
          You have no subscription. Choose a plan below; nothing is charged when you start a consumer plan.
        </Text>
      </Paper>
    );
  }
  const active = s.status === 'ACTIVE' && !s.cancelAtPeriodEnd;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="current-subscription">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h4">
            Current subscription
          </Title>
          <SubscriptionStatusBadge subscription={s} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
          <Fact label="Plan">
            {s.planName} · {formatPlanCharge(s)}
          </Fact>
          <Fact label="Billing cycle">
            {s.chargeBasis === 'PER_DELETION'
              ? 'Per deletion, after each month with one'
              : s.billing === 'arrears'
                ? `Monthly, after each ${s.billingInterval} with services`
                : `Monthly, in advance (business plan)`}
          </Fact>
          {s.signedAt && <Fact label="Contract signed">{formatDay(s.signedAt)}</Fact>}
          {s.status === 'ACTIVE' && s.currentPeriodStart && s.currentPeriodEnd && (
            <Fact label="Current period">
              {formatDay(s.currentPeriodStart)} – {formatDay(s.currentPeriodEnd)}
            </Fact>
          )}
          <ChargeFact subscription={s} first={firstCharge} />
          {s.cancelAtPeriodEnd && s.currentPeriodEnd && (
            <Fact label="Ends">{formatDay(s.currentPeriodEnd)}</Fact>
          )}
          {s.status === 'CANCELLED' && s.cancelledAt && (
            <Fact label="Cancelled">{formatDay(s.cancelledAt)}</Fact>
          )}
        </SimpleGrid>
        {s.status === 'ACTIVE' && (
          <Text fz="sm">
            {chargeRule(s.billing, s.priceCents, s.billingInterval, 'billing', s.pricePerDeletionCents)}
          </Text>
        )}
        {s.status === 'INCOMPLETE' && (
          <Alert color="yellow" title="Your card was not saved" role="note">
            <Text fz="sm" mb="sm">
              The plan starts once a card is saved. Nothing has been charged.
            </Text>
            <Button component={Link} to={checkoutPath(s.planId)} size="xs">
              Finish checkout
            </Button>
          </Alert>
        )}
        {active && s.inCancellationWindow && s.lastDayToCancel && (
          <Alert
            color="blue"
            title="Your 3-business-day cancellation period is open"
            data-testid="cancellation-window"
            role="note"
          >
            You may cancel free of charge, without penalty or obligation, until midnight on{' '}
            <strong>{formatCalendarDay(s.lastDayToCancel)}</strong>. No dispute letter is mailed before then.
          </Alert>
        )}
        {cancelMessage && (
          <Alert color="green" title="Subscription Cancelled" role="status">
            {afterTitle(cancelMessage)}
          </Alert>
        )}
        {active && (
          <Group>
            <CancelSubscriptionButton inWindow={s.inCancellationWindow} onCancelled={setCancelMessage} />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
