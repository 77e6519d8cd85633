import '@mantine/core/styles/Tabs.css';
import { type EmploymentRecord, employmentMessages } from '@app/contracts/employment.contract';
import { Alert, Stack, Tabs } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { useEmploymentRecords } from '../api/get-employment-records';
import { AddEmploymentForm } from './add-employment-form';
import { EmploymentHistory } from './employment-history';
import { HrSystems } from './hr-systems';

/**
 * Employment History, Add Employment, HR Systems, Documents. The documents are the
 * vault's, owned by the documents feature: the page hands them in.
 */
export function EmploymentPanel({ userId, documents }: { userId: number; documents: ReactNode }) {
  const records = useEmploymentRecords(userId);
  const [tab, setTab] = useState<string | null>('history');
  const [justAdded, setJustAdded] = useState<EmploymentRecord | null>(null);
  if (records.isPending) return <ListSkeleton label="Loading your employment history" />;
  if (records.isError) return <ListError what="your employment history" onRetry={() => records.refetch()} />;
  return (
    <Tabs value={tab} onChange={setTab}>
      <Tabs.List mb="md">
        <Tabs.Tab value="history">Employment History</Tabs.Tab>
        <Tabs.Tab value="add">Add Employment</Tabs.Tab>
        <Tabs.Tab value="hr">HR Systems</Tabs.Tab>
        <Tabs.Tab value="documents">Documents</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="history">
        <Stack>
          {justAdded && (
            <Alert color="green" icon={<IconCircleCheck aria-hidden />} title={employmentMessages.added}>
              {justAdded.jobTitle} at {justAdded.employer} is in your history.
            </Alert>
          )}
          <EmploymentHistory records={records.data} />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="add">
        <AddEmploymentForm
          userId={userId}
          onAdded={(r) => {
            setJustAdded(r);
            setTab('history');
          }}
        />
      </Tabs.Panel>
      <Tabs.Panel value="hr">
        <HrSystems records={records.data} />
      </Tabs.Panel>
      <Tabs.Panel value="documents">{documents}</Tabs.Panel>
    </Tabs>
  );
}
