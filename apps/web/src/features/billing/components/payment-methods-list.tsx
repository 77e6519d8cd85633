import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { type PaymentMethod, usePaymentMethods } from '../api/get-payment-methods';
import { useRemovePaymentMethod } from '../api/remove-payment-method';

const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

function PaymentMethodRow({ card }: { card: PaymentMethod }) {
  const remove = useRemovePaymentMethod();
  const name = `${brandName(card.brand)} ending in ${card.last4}`;
  return (
    <Group justify="space-between" gap="sm" data-testid="payment-method">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
          <IconCreditCard size={22} />
        </ThemeIcon>
        <div>
          <Group gap={6}>
            <Text fw={600} fz="sm">
              {brandName(card.brand)} •••• {card.last4}
            </Text>
            {card.isDefault && (
              <Badge size="sm" variant="light">
                Default
              </Badge>
            )}
          </Group>
          <Text fz="xs" c="dimmed">
            Expires {String(card.expMonth).padStart(2, '0')}/{card.expYear}
          </Text>
        </div>
      </Group>
      <Button
        variant="default"
        size="xs"
        loading={remove.isPending}
        aria-label={`Remove ${name}`}
        // mutateAsync: the row is gone once the list refreshes, and a per-call callback with it.
        onClick={() =>
          remove.mutateAsync(card.id).then(
            () => notify({ color: 'green', title: 'Card Removed', message: `${name} was removed.` }),
            (error) =>
              notify({
                color: 'red',
                title: 'Card Not Removed',
                message: errorMessage(error, 'The card could not be removed. Please try again.'),
              }),
          )
        }
      >
        Remove
      </Button>
    </Group>
  );
}

/** Saved cards: brand, last 4 digits and expiry only, each with a Remove that works. */
export function PaymentMethodsList() {
  const cards = usePaymentMethods();
  if (cards.isPending) return <ListSkeleton label="Loading payment methods" rows={1} height={64} />;
  if (cards.isError) return <ListError what="payment methods" onRetry={() => cards.refetch()} />;
  if (cards.data.length === 0) {
    return (
      <EmptyState icon={IconCreditCard} title="No saved cards">
        A card is saved when you start a plan at checkout.
      </EmptyState>
    );
  }
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        {cards.data.map((card) => (
          <PaymentMethodRow key={card.id} card={card} />
        ))}
      </Stack>
    </Paper>
  );
}
