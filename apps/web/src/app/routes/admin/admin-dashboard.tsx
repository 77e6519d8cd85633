import '@mantine/core/styles/Tabs.css';
import { monitoringProviderLabels } from '@app/contracts/credit-monitoring.contract';
import { teamCan } from '@app/contracts/team-roles';
import { Group, Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header/page-header';
import { PageTitle } from '../../../features/app-info/components/page-title';
import { AccessCodeList } from '../../../features/beta-access/components/access-code-list';
import { CreateAccessCodeDialog } from '../../../features/beta-access/components/create-access-code-dialog';
import { DashboardCounters } from '../../../features/beta-access/components/dashboard-counters';
import { BetaTestingUserList } from '../../../features/clients/components/beta-testing-user-list';
import { CreateClientProfileDialog } from '../../../features/clients/components/create-client-profile-dialog';
import { CreditProfilesPanel } from '../../../features/credit-monitoring/components/credit-profiles-panel';
import { FeatureAnalyticsPanel } from '../../../features/feedback/components/feature-analytics';
import { FeedbackList } from '../../../features/feedback/components/feedback-list';
import { TestAsClientButton } from '../../../features/impersonation/components/test-as-client-button';
import { RevealButton } from '../../../features/sensitive-access/components/reveal-button';
import { useSignedInUser } from '../../../lib/session';
import { UploadReportsTab } from './upload-reports';

const dashboardTabs = [
  'client-profiles',
  'credit-profiles',
  'upload-reports',
  'access-codes',
  'test-users',
  'feedback',
  'analytics',
] as const;

const positiveId = (raw: string | null) => {
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * `/admin`, the Admin Dashboard, inside the admin shell: the counters, Create Access Code,
 * and the spec's tabs with Access Codes first shown; the Analytics body gets its tab.
 */
export function AdminDashboardPage() {
  // The tab lives in the address (?tab=), so a link can open Upload Reports for one client.
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = dashboardTabs.find((t) => t === asked) ?? 'access-codes';
  const reveals = teamCan(useSignedInUser(), 'revealSensitive');
  return (
    <Stack gap={0}>
      <PageTitle page="Admin Dashboard" />
      <PageHeader
        title="Admin Dashboard"
        description="Manage beta testing and client access"
        aside={<CreateAccessCodeDialog />}
      />
      <DashboardCounters />
      <Tabs value={tab} onChange={(next) => next && setParams({ tab: next })} keepMounted={false}>
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
            action={(u) => (
              <TestAsClientButton
                client={{
                  id: u.id,
                  name: `${u.firstName} ${u.lastName}`,
                  awaitingInvitation: u.awaitingInvitation,
                }}
              />
            )}
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
          <CreditProfilesPanel
            revealCredential={
              reveals
                ? (c, clientName) => (
                    <RevealButton
                      clientId={c.userId}
                      clientName={clientName}
                      field="monitoringCredential"
                      itemId={c.id}
                      itemName={monitoringProviderLabels[c.provider]}
                    />
                  )
                : undefined
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="upload-reports">
          <UploadReportsTab
            clientId={positiveId(params.get('client'))}
            uploadId={positiveId(params.get('upload'))}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
