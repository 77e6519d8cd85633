import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import { BankAccountsPanel } from '../../../features/bank-connections/components/bank-accounts-panel';

/** The client page's Verify tab with its sub-tabs (spec 001 §2.1, §2.9-§2.11). */
export function CreditRepairVerify() {
  return (
    <Tabs defaultValue="bank-accounts" variant="pills" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="bank-accounts">Bank Accounts</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="bank-accounts">
        <BankAccountsPanel />
      </Tabs.Panel>
    </Tabs>
  );
}
