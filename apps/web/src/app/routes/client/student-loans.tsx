import '@mantine/core/styles/Tabs.css';
import { Button, Stack, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header/page-header';
import { PageTitle } from '../../../features/app-info/components/page-title';
import { AddLoanDialog } from '../../../features/student-loans/components/add-loan-dialog';
import { LoanDocuments } from '../../../features/student-loans/components/loan-documents';
import { LoanPortfolio } from '../../../features/student-loans/components/loan-portfolio';
import { LoanSummaryCards } from '../../../features/student-loans/components/loan-summary-cards';
import { NegotiationList } from '../../../features/student-loans/components/negotiation-list';
import { OptimizationTips } from '../../../features/student-loans/components/optimization-tips';
import { useTabInAddress } from '../../../lib/use-tab-in-address';

const tabs = ['portfolio', 'optimization', 'negotiations', 'documents'] as const;

/** `/student-loans`: Student Loan Management. */
export function StudentLoansPage() {
  const [adding, setAdding] = useState(false);
  const [tab, openTab] = useTabInAddress(tabs);
  return (
    <Stack gap="lg">
      <PageTitle page="Student Loans" />
      <PageHeader
        title="Student Loan Management"
        description="Your federal and private student loans, repayment plans and negotiations with servicers."
        aside={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            Add Loan
          </Button>
        }
      />
      <LoanSummaryCards />
      <Tabs value={tab} onChange={openTab} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="portfolio">Loan Portfolio</Tabs.Tab>
          <Tabs.Tab value="optimization">AI Optimization</Tabs.Tab>
          <Tabs.Tab value="negotiations">Negotiations</Tabs.Tab>
          <Tabs.Tab value="documents">Documents</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="portfolio">
          <LoanPortfolio onAdd={() => setAdding(true)} />
        </Tabs.Panel>
        <Tabs.Panel value="optimization">
          <OptimizationTips />
        </Tabs.Panel>
        <Tabs.Panel value="negotiations">
          <NegotiationList />
        </Tabs.Panel>
        <Tabs.Panel value="documents">
          <LoanDocuments />
        </Tabs.Panel>
      </Tabs>
      <AddLoanDialog opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
