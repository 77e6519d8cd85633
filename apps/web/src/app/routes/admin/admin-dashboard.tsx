import '@mantine/core/styles/Tabs.css';
import type { FoundIssue } from '@app/contracts/report-uploads.contract';
import { Group, Stack, Tabs } from '@mantine/core';
import { PageHeader } from '../../../components/page-header/page-header';
import { AccessCodeList } from '../../../features/beta-access/components/access-code-list';
import { CreateAccessCodeDialog } from '../../../features/beta-access/components/create-access-code-dialog';
import { DashboardCounters } from '../../../features/beta-access/components/dashboard-counters';
import { BetaTestingUserList } from '../../../features/clients/components/beta-testing-user-list';
import { CreateClientProfileDialog } from '../../../features/clients/components/create-client-profile-dialog';
import { ViewerClientSelect } from '../../../features/clients/components/viewer-client-select';
import { useClientCreditIssues } from '../../../features/credit-issues/api/get-client-credit-issues';
import { CreditProfilesPanel } from '../../../features/credit-monitoring/components/credit-profiles-panel';
import { FoundItemLetters } from '../../../features/dispute-letters/components/found-item-letters';
import { FeatureAnalyticsPanel } from '../../../features/feedback/components/feature-analytics';
import { FeedbackList } from '../../../features/feedback/components/feedback-list';
import { TestAsClientButton } from '../../../features/impersonation/components/test-as-client-button';
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

/**
 * `/admin` (document 001 section 2.19), inside the admin shell: the counters, Create Access Code,
 * and the spec's tabs with Access Codes first shown; the Analytics body gets its tab.
 */
export function AdminDashboardPage() {
  return (
    <Stack gap={0}>
      <title>Admin Dashboard — Credit Repair</title>
      <PageHeader
        title="Admin Dashboard"
        description="Manage beta testing and client access"
        aside={<CreateAccessCodeDialog />}
      />
      <DashboardCounters />
      <Tabs defaultValue="access-codes" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="client-profiles">Client Profiles</Tabs.Tab>
          <Tabs.Tab value="credit-profiles">Credit Profiles</Tabs.Tab>
          <Tabs.Tab value="upload-reports">Upload Reports</Tabs.Tab>
          <Tabs.Tab value="access-codes">Access Codes</Tabs.Tab>
          <Tabs.Tab value="test-users">Test Users</Tabs.Tab>
          <Tabs.Tab value="feedback">Feedback</Tabs.Tab>
          <Tabs.Tab value="analytics">Analytics</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="client-profiles">
          <Group justify="flex-end" mb="sm">
            <CreateClientProfileDialog />
          </Group>
          <BetaTestingUserList
            kind="client-profiles"
            action={(u) => <TestAsClientButton client={{ id: u.id, name: `${u.firstName} ${u.lastName}` }} />}
          />
        </Tabs.Panel>
        <Tabs.Panel value="access-codes">
          <AccessCodeList />
        </Tabs.Panel>
        <Tabs.Panel value="test-users">
          <BetaTestingUserList kind="test-users" />
        </Tabs.Panel>
        <Tabs.Panel value="feedback">
          <FeedbackList />
        </Tabs.Panel>
        <Tabs.Panel value="analytics">
          <FeatureAnalyticsPanel />
        </Tabs.Panel>
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
