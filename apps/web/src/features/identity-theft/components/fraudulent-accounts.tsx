import { itemDateWord } from '@app/contracts/identity-theft';
import type { FraudulentAccount, IdentityTheftCase } from '@app/contracts/identity-theft.contract';
import { Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { ToneBadge } from '../../../components/status-badge/tone-badge';

/** Fraudulent Accounts: each item the person marked as not theirs, with what makes it suspicious. */
export function FraudulentAccounts({
  theftCase,
  onDispute,
}: {
  theftCase: IdentityTheftCase;
  onDispute: (account: FraudulentAccount) => void;
}) {
  if (theftCase.fraudulentAccounts.length === 0)
    return (
      <Text fz="sm">
        You have not marked any account or inquiry as not yours. Tick them under “Review your file” below,
        then scan again.
      </Text>
    );
  return (
    <Stack gap="sm">
      {theftCase.fraudulentAccounts.map((a) => {
        const lettered = theftCase.recoverySteps.some((s) => s.itemKey === a.key && s.letters.length > 0);
        return (
          <Paper key={a.key} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
            <Group justify="space-between" gap="xs" align="flex-start">
              <div>
                <Text fw={600}>{a.creditor}</Text>
                <Text fz="sm" c="dimmed">
                  {a.description}
                  {a.accountNumber ? ` · account ending ${a.accountNumber}` : ''}
                  {a.openedDate ? ` · ${itemDateWord(a)} ${a.openedDate}` : ''}
                </Text>
              </div>
              <Group gap="xs">
                {lettered && <ToneBadge color="green">Letters written</ToneBadge>}
                <Button
                  size="xs"
                  variant="light"
                  aria-label={`Dispute ${a.creditor}`}
                  onClick={() => onDispute(a)}
                >
                  Dispute
                </Button>
              </Group>
            </Group>
            <List fz="sm" mt="xs" spacing={2}>
              {a.suspiciousFactors.map((f) => (
                <List.Item key={f}>{f}</List.Item>
              ))}
            </List>
          </Paper>
        );
      })}
    </Stack>
  );
}
