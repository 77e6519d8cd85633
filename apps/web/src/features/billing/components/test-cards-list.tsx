import type { TestCard } from '@app/contracts/billing.contract';
import { Button, Stack, Text } from '@mantine/core';

const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

const outcomeLabels: Record<TestCard['outcome'], string> = {
  succeeds: 'Succeeds: the card is saved',
  declined: 'Declined by the card issuer',
  requires_authentication: 'Asks for 3-D Secure authentication',
};

/** The built-in processor's test cards (as the server lists them); choosing one fills the card number. */
export function TestCardsList({
  testCards,
  onChoose,
}: {
  testCards: readonly TestCard[];
  onChoose: (number: string) => void;
}) {
  const cards = testCards.map((card) => ({
    number: card.number,
    outcome: outcomeLabels[card.outcome],
  }));
  return (
    <Stack gap={6} p="sm" bg="orange.0" bdrs="md">
      <Text fz="sm" fw={600}>
        Demo cards (any future expiry, any 3-digit CVC)
      </Text>
      {cards.map((card) => (
        <Button
          key={card.number}
          variant="subtle"
          color="dark"
          size="compact-sm"
          justify="flex-start"
          h="auto"
          py={4}
          onClick={() => onChoose(spaced(card.number))}
          aria-label={`Use test card ${spaced(card.number)}: ${card.outcome}`}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'left', display: 'block' } }}
        >
          <Text span ff="monospace" fz="sm" fw={600}>
            {spaced(card.number)}
          </Text>
          <Text span fz="xs" c="dimmed" ml={8}>
            {card.outcome}
          </Text>
        </Button>
      ))}
    </Stack>
  );
}
