import { formatCents } from '@app/contracts/common/money';
import { personDate } from '@app/contracts/common/person-dates';
import {
  type TaxIntegration,
  taxEmploymentTypeLabels,
  taxMessages,
  taxSoftwareLabels,
} from '@app/contracts/tax-integrations.contract';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ToneBadge } from '../../../components/status-badge/tone-badge';
import { TaxStatusBadge } from './tax-status-badge';

/** The Connected Software tab: one card per software and tax year, with what it found. */
export function ConnectedSoftware({ integrations }: { integrations: TaxIntegration[] }) {
  if (integrations.length === 0)
    return (
      <EmptyState icon={IconFileInvoice} title="No tax software connected">
        {taxMessages.empty}
      </EmptyState>
    );
  return (
    <Stack gap="sm">
      {integrations.map((i) => (
        <Paper
          key={i.id}
          withBorder
          radius="md"
          p="md"
          component="article"
          aria-label={`${taxSoftwareLabels[i.taxSoftware]} ${i.taxYear}`}
        >
          <Group justify="space-between" align="flex-start" gap="xs">
            <Stack gap={2}>
              <Text fw={600}>{taxSoftwareLabels[i.taxSoftware]}</Text>
              <Text fz="sm" c="dimmed">
                Tax year {i.taxYear} · updated {personDate(i.lastUpdated)}
              </Text>
            </Stack>
            <Group gap={6}>
              {i.source === 'simulated' && (
                <ToneBadge color="gray" style={{ textTransform: 'none' }}>
                  Simulated (no tax provider connected)
                </ToneBadge>
              )}
              <TaxStatusBadge status={i.verificationStatus} />
            </Group>
          </Group>
          <Text fz="sm" mt="xs">
            {i.statusReason}
          </Text>
          {i.incomeVerification && (
            <Text fz="sm" mt={4}>
              Adjusted gross income: <b>{formatCents(i.incomeVerification.adjustedGrossIncome)}</b>
            </Text>
          )}
          {i.employmentVerification && (
            <Text fz="sm" mt={4}>
              Main employer: {i.employmentVerification.primaryEmployer} (
              {taxEmploymentTypeLabels[i.employmentVerification.employmentType]})
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
