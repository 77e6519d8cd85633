import type { SuspiciousPattern } from '@app/contracts/identity-theft.contract';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { ToneBadge } from '../../../components/status-badge/tone-badge';

/** Suspicious Patterns: what the signals the person gave add up to. */
export function SuspiciousPatterns({ patterns }: { patterns: SuspiciousPattern[] }) {
  return (
    <Stack gap="sm">
      {patterns.map((p) => (
        <Paper key={`${p.title}|${p.detail}`} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <Group justify="space-between" gap="xs">
            <Text fw={600}>{p.title}</Text>
            <ToneBadge color={p.severity === 'HIGH' ? 'red' : 'orange'}>
              {p.severity === 'HIGH' ? 'High' : 'Medium'}
            </ToneBadge>
          </Group>
          <Text fz="sm">{p.detail}</Text>
        </Paper>
      ))}
    </Stack>
  );
}
