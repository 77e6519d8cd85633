import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { RevealButton } from './reveal-button';

const rows = [
  { field: 'ssn', label: 'Social Security number', hidden: '•••-••-••••' },
  { field: 'dateOfBirth', label: 'Date of birth', hidden: '••/••/••••' },
] as const;

/**
 * A client's sensitive data on their page: hidden until a deliberate "Reveal" with a reason. Account
 * numbers are revealed on each item, monitoring passwords on the client's connection.
 */
export function SensitiveDataPanel({ clientId, clientName }: { clientId: number; clientName: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Sensitive data
        </Title>
        <Text fz="sm" c="dimmed">
          Hidden until you reveal it with a reason. Each reveal is recorded with your name.
        </Text>
        {rows.map((row) => (
          <Group key={row.field} justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={0}>
              <Text fz="sm" fw={500}>
                {row.label}
              </Text>
              <Text fz="sm" c="dimmed" aria-hidden>
                {row.hidden}
              </Text>
            </Stack>
            <RevealButton clientId={clientId} clientName={clientName} field={row.field} />
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
