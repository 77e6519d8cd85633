import '@mantine/core/styles/Tabs.css';
import type { FoundIssue } from '@app/contracts/report-uploads.contract';
import { Stack, Tabs } from '@mantine/core';
import { PageHeader } from '../../../components/page-header/page-header';
import { ViewerClientSelect } from '../../../features/clients/components/viewer-client-select';
import { useClientCreditIssues } from '../../../features/credit-issues/api/get-client-credit-issues';
import { CreditProfilesPanel } from '../../../features/credit-monitoring/components/credit-profiles-panel';
import { FoundItemLetters } from '../../../features/dispute-letters/components/found-item-letters';
import { ReportUploadPanel } from '../../../features/report-uploads/components/report-upload-panel';

/** An analysis's Generate Letters tab, with the client's stored issues the letters are written for. */
function FoundItemLettersOf({
  found,
  client,
}: {
  found: FoundIssue[];
  client: { id: number; name: string };
}) {
  const stored = useClientCreditIssues(client.id);
  return <FoundItemLetters issues={found} stored={stored.data} client={client} />;
}

/** `/admin` (document 001 section 2.19), inside the admin shell; of its tabs, Credit Profiles and Upload Reports are built. */
export function AdminDashboardPage() {
  return (
    <Stack gap={0}>
      <title>Admin Dashboard — Credit Repair</title>
      <PageHeader title="Admin Dashboard" description="Manage beta testing and client access" />
      <Tabs defaultValue="upload-reports" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="credit-profiles">Credit Profiles</Tabs.Tab>
          <Tabs.Tab value="upload-reports">Upload Reports</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="credit-profiles">
          <CreditProfilesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="upload-reports">
          <ReportUploadPanel
            clientSelect={(value, onChange, error) => (
              <ViewerClientSelect value={value} onChange={onChange} error={error} />
            )}
            letters={(found, client) => <FoundItemLettersOf found={found} client={client} />}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
