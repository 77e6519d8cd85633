import { formatCents } from '@app/contracts/common/money';
import { utilizationFormulas, utilizationPercent } from '@app/contracts/utilization';
import type { CreditCard } from '@app/contracts/utilization.contract';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { FormulaValue } from '../../../components/formula-figure/formula-figure';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useRemoveCreditCard } from '../api/remove-credit-card';
import { UtilizationBar } from './utilization-bar';

/** Each card with its utilization bar; cards the person added can be removed. */
export function CreditCardList({ cards }: { cards: CreditCard[] }) {
  const remove = useRemoveCreditCard();
  return (
    <Stack gap="sm">
      {cards.map((card) => {
        const percent = utilizationPercent(card.currentBalance, card.creditLimit);
        return (
          <Paper key={card.id} withBorder radius="md" p="md">
            <Group justify="space-between" align="flex-start" gap="xs" mb="xs">
              <div>
                <Text fw={600}>{card.cardName}</Text>
                <Text fz="sm" c="dimmed">
                  {card.bank}
                </Text>
              </div>
              <Badge variant="light" color={card.source === 'IMPORTED' ? 'blue' : 'gray'}>
                {card.source === 'IMPORTED' ? 'From your credit file' : 'Added by you'}
              </Badge>
            </Group>
            <Group gap="lg" mb="xs" fz="sm">
              <Text fz="sm">
                {formatCents(card.currentBalance)} of {formatCents(card.creditLimit)}
              </Text>
              <Text fz="sm" fw={600}>
                <FormulaValue formula={utilizationFormulas.card}>{percent}% used</FormulaValue>
              </Text>
              {card.interestRate !== null && <Text fz="sm">APR {(card.interestRate / 100).toFixed(2)}%</Text>}
              {card.dueDate && <Text fz="sm">Due {card.dueDate}</Text>}
            </Group>
            <UtilizationBar percent={percent} label={card.cardName} />
            {card.source === 'ADDED' && (
              <Group justify="flex-end" mt="xs">
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  loading={remove.isPending && remove.variables === card.id}
                  onClick={() =>
                    remove.mutate(card.id, {
                      onError: (e) =>
                        notify({
                          color: 'red',
                          title: 'Error',
                          message: errorMessage(e, 'Failed to remove the card'),
                        }),
                    })
                  }
                  aria-label={`Remove ${card.cardName}`}
                >
                  Remove
                </Button>
              </Group>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
