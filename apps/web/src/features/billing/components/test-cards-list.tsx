import { testCards } from '@app/contracts/billing.contract';
import { Button, Stack, Text } from '@mantine/core';

const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

const cards = [
  { number: testCards.succeeds, outcome: 'Succeeds: the card is saved' },
  { number: testCards.declined, outcome: 'Declined by the card issuer' },
  { number: testCards.requiresAuthentication, outcome: 'Asks for 3-D Secure authentication' },
] as const;

/** The documented test cards of the built-in processor; choosing one fills the card number. */
export function TestCardsList({ onChoose }: { onChoose: (number: string) => void }) {
  return (
    <Stack gap={6} p="sm" bg="orange.0" bdrs="md">
      <Text fz="sm" fw={600}>
        Test cards (any future expiry, any 3-digit CVC)
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
