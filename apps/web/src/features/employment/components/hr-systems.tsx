import { type EmploymentRecord, employmentMessages, hrSystems } from '@app/contracts/employment.contract';
import { Alert, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { ToneBadge } from '../../../components/status-badge/tone-badge';

/**
 * The HR Systems tab: the spec's six systems as available integrations. Only a system one of the
 * person's jobs is really linked to shows Connected (the spec's fixed "Workday CONNECTED" is not kept).
 */
export function HrSystems({ records }: { records: EmploymentRecord[] }) {
  const connected = new Set(
    records
      .filter((r) => r.hrSystemConnection?.status === 'CONNECTED')
      .map((r) => r.hrSystemConnection?.provider),
  );
  return (
    <>
      {connected.size === 0 && (
        <Alert color="gray" icon={<IconInfoCircle aria-hidden />} mb="md" title="No HR system connected">
          {employmentMessages.hrNone}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {hrSystems.map((name) => (
          <Paper key={name} withBorder radius="md" p="md">
            <Group justify="space-between">
              <Text fw={600}>{name}</Text>
              {connected.has(name) ? (
                <ToneBadge color="green">Connected</ToneBadge>
              ) : (
                <ToneBadge color="gray">Available</ToneBadge>
              )}
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </>
  );
}
