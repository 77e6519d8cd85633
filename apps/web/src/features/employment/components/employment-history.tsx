import { formatCents } from '@app/contracts/common/money';
import {
  type EmploymentRecord,
  type EmploymentVerificationStatus,
  employmentMessages,
  employmentTypeLabels,
  employmentVerificationLabels,
  verificationMethodLabels,
} from '@app/contracts/employment.contract';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ToneBadge } from '../../../components/status-badge/tone-badge';

const statusColors: Record<EmploymentVerificationStatus, string> = {
  VERIFIED: 'green',
  PENDING: 'yellow',
  FAILED: 'red',
};

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const month = (isoDate: string) => monthFormat.format(new Date(`${isoDate}T00:00:00Z`));

/** The Employment History tab: each job with its dates, salary and how far it is verified. */
export function EmploymentHistory({ records }: { records: EmploymentRecord[] }) {
  if (records.length === 0)
    return (
      <EmptyState icon={IconBriefcase} title="No employment history yet">
        {employmentMessages.empty}
      </EmptyState>
    );
  return (
    <Stack gap="sm">
      {records.map((r) => (
        <Paper
          key={r.id}
          withBorder
          radius="md"
          p="md"
          component="article"
          aria-label={`${r.jobTitle} at ${r.employer}`}
        >
          <Group justify="space-between" align="flex-start" gap="xs">
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {r.jobTitle} · {r.employer}
              </Text>
              <Text fz="sm" c="dimmed">
                {employmentTypeLabels[r.employmentType]} · {month(r.startDate)} –{' '}
                {r.endDate ? month(r.endDate) : 'Present'}
                {r.annualSalary > 0 ? ` · ${formatCents(r.annualSalary)} a year` : ''}
              </Text>
            </Stack>
            <ToneBadge color={statusColors[r.verificationStatus] ?? 'gray'}>
              {employmentVerificationLabels[r.verificationStatus] ?? r.verificationStatus}
            </ToneBadge>
          </Group>
          <Text fz="sm" mt="xs">
            Verification: {verificationMethodLabels[r.verificationMethod]}. {r.statusReason}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
