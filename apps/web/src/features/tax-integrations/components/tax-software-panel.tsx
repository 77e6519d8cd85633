import '@mantine/core/styles/Tabs.css';
import {
  type TaxIntegration,
  taxMessages,
  taxSoftwareLabels,
  taxVerificationLabels,
} from '@app/contracts/tax-integrations.contract';
import { Alert, Stack, Tabs } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { useTaxIntegrations } from '../api/get-tax-integrations';
import { AddIntegrationForm } from './add-integration-form';
import { ConnectedSoftware } from './connected-software';
import { IncomeVerificationSummary } from './income-verification-summary';

/** Connected Software, Add Integration, Income Verification. */
export function TaxSoftwarePanel({
  userId,
  statedAnnualSalary,
  currentYear,
}: {
  userId: number;
  /** The salary of the current jobs (cents), for the Income Verification comparison; the page supplies it. */
  statedAnnualSalary: number | null;
  currentYear: number;
}) {
  const integrations = useTaxIntegrations(userId);
  const [tab, setTab] = useState<string | null>('connected');
  const [justConnected, setJustConnected] = useState<TaxIntegration | null>(null);
  if (integrations.isPending) return <ListSkeleton label="Loading your tax software" />;
  if (integrations.isError)
    return <ListError what="your tax software" onRetry={() => integrations.refetch()} />;
  const list = integrations.data;
  const simulated = list.length === 0 || list.some((i) => i.source === 'simulated');
  return (
    <Stack>
      {simulated && (
        <Alert color="gray" icon={<IconInfoCircle aria-hidden />} title="No tax provider connected">
          {taxMessages.simulated}
        </Alert>
      )}
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List mb="md">
          <Tabs.Tab value="connected">Connected Software</Tabs.Tab>
          <Tabs.Tab value="add">Add Integration</Tabs.Tab>
          <Tabs.Tab value="income">Income Verification</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="connected">
          <Stack>
            {justConnected && (
              <Alert color="green" icon={<IconCircleCheck aria-hidden />} title={taxMessages.connected}>
                {taxSoftwareLabels[justConnected.taxSoftware]} is connected for {justConnected.taxYear}:{' '}
                {taxVerificationLabels[justConnected.verificationStatus].toLowerCase()}.
              </Alert>
            )}
            <ConnectedSoftware integrations={list} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="add">
          <AddIntegrationForm
            userId={userId}
            currentYear={currentYear}
            onConnected={(i) => {
              setJustConnected(i);
              setTab('connected');
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="income">
          <IncomeVerificationSummary integrations={list} statedAnnualSalary={statedAnnualSalary} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
