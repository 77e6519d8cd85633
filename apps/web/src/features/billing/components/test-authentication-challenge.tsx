import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-errors';
import { useCompleteTestAuthentication } from '../api/complete-test-authentication';
import { TestModeBadge } from './test-mode-badge';

/**
 * Test mode's stand-in for the bank's 3-D Secure page (card 4000 0025 0000 3155): the tester chooses
 * whether the cardholder passes the check, and the answer goes to the built-in processor.
 */
export function TestAuthenticationChallenge({
  clientSecret,
  onApproved,
}: {
  clientSecret: string;
  onApproved: () => void;
}) {
  const complete = useCompleteTestAuthentication();
  const answer = (outcome: 'approve' | 'fail') =>
    complete.mutate({ clientSecret, outcome }, { onSuccess: () => onApproved() });
  const pending = complete.isPending ? complete.variables?.outcome : undefined;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={560}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Group gap={8} wrap="nowrap">
            <IconShieldCheck size={22} aria-hidden />
            <Title order={2} fz="h3">
              Confirm your card
            </Title>
          </Group>
          <TestModeBadge />
        </Group>
        <Text fz="sm">
          Your card issuer asks you to confirm that you are the cardholder (3-D Secure). In test mode no bank
          is involved: choose what the bank would answer.
        </Text>
        {complete.isError && (
          <Alert color="red" title="Payment Failed" role="alert">
            {errorMessage(complete.error, 'An error occurred')}
          </Alert>
        )}
        <Group gap="sm" grow preventGrowOverflow={false}>
          <Button
            loading={pending === 'approve'}
            disabled={complete.isPending}
            onClick={() => answer('approve')}
          >
            Complete authentication
          </Button>
          <Button
            variant="default"
            loading={pending === 'fail'}
            disabled={complete.isPending}
            onClick={() => answer('fail')}
          >
            Fail authentication
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
