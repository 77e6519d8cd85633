import '@mantine/core/styles/Tabs.css';
import {
  currentAnnualSalary,
  employmentMessages,
  isEmploymentDocument,
} from '@app/contracts/employment.contract';
import { Tabs } from '@mantine/core';
import { BankAccountsPanel } from '../../../features/bank-connections/components/bank-accounts-panel';
import { useFollowDocuments } from '../../../features/documents/api/follow-documents';
import { DocumentVault } from '../../../features/documents/components/document-vault';
import { useEmploymentRecords } from '../../../features/employment/api/get-employment-records';
import { EmploymentPanel } from '../../../features/employment/components/employment-panel';
import { TaxSoftwarePanel } from '../../../features/tax-integrations/components/tax-software-panel';
import { useSignedInUser } from '../../../lib/session';

/** Income Verification compares with the salary the person states on the Employment tab. */
function TaxSoftwareTab({ userId }: { userId: number }) {
  const records = useEmploymentRecords(userId);
  return (
    <TaxSoftwarePanel
      userId={userId}
      statedAnnualSalary={records.data ? currentAnnualSalary(records.data) : null}
      currentYear={new Date().getFullYear()}
    />
  );
}

/** The employment documents are the vault's pay stubs and W-2s, shown by the documents feature. */
function EmploymentTab({ userId }: { userId: number }) {
  const live = useFollowDocuments();
  return (
    <EmploymentPanel
      userId={userId}
      documents={
        <DocumentVault
          userId={userId}
          live={live}
          only={{
            keep: isEmploymentDocument,
            emptyTitle: 'No employment documents yet',
            emptyText: employmentMessages.documentsEmpty,
          }}
        />
      }
    />
  );
}

/** The client page's Verify tab with its three sub-tabs. */
export function CreditRepairVerify() {
  const user = useSignedInUser();
  return (
    <Tabs defaultValue="bank-accounts" variant="pills" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="bank-accounts">Bank Accounts</Tabs.Tab>
        <Tabs.Tab value="tax">Tax Software</Tabs.Tab>
        <Tabs.Tab value="employment">Employment</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="bank-accounts">
        <BankAccountsPanel />
      </Tabs.Panel>
      <Tabs.Panel value="tax">
        <TaxSoftwareTab userId={user.id} />
      </Tabs.Panel>
      <Tabs.Panel value="employment">
        <EmploymentTab userId={user.id} />
      </Tabs.Panel>
    </Tabs>
  );
}
