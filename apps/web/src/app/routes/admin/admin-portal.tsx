import { Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { PageHeader } from '../../../components/page-header/page-header';
import { PageLoader } from '../../../components/page-loader/page-loader';
import {
  type AdminPortalSection,
  adminPortalPath,
  adminPortalSections,
  adminPortalSectionsFor,
} from '../../../config/paths';
import { PageTitle } from '../../../features/app-info/components/page-title';
import { useSignedInUser } from '../../../lib/session';

type Slug = AdminPortalSection['slug'];

// Each working section loads on demand, under the heading that is already shown.
const TrackingManagementPage = lazy(() =>
  import('./tracking-management').then((m) => ({ default: m.TrackingManagementPage })),
);
const DisputeCenterPage = lazy(() =>
  import('./dispute-center').then((m) => ({ default: m.DisputeCenterPage })),
);
const BureauAnalysisPage = lazy(() =>
  import('./bureau-analysis').then((m) => ({ default: m.BureauAnalysisPage })),
);
const UploadReportsPage = lazy(() =>
  import('./upload-reports').then((m) => ({ default: m.UploadReportsTab })),
);
const WorkQueuePage = lazy(() => import('./work-queue').then((m) => ({ default: m.WorkQueuePage })));
const ClientManagementPage = lazy(() =>
  import('./client-management').then((m) => ({ default: m.ClientManagementPage })),
);
const ClientCommunicationPage = lazy(() =>
  import('./client-communication').then((m) => ({ default: m.ClientCommunicationPage })),
);
const LeadsPage = lazy(() => import('./leads').then((m) => ({ default: m.LeadsPage })));
const AnalyticsPage = lazy(() => import('./analytics').then((m) => ({ default: m.AnalyticsPage })));
const SettingsPage = lazy(() => import('./settings').then((m) => ({ default: m.SettingsPage })));
const ClientImportPage = lazy(() =>
  import('../../../features/client-import/components/client-import-panel').then((m) => ({
    default: m.ClientImportPanel,
  })),
);
const SensitiveAccessPage = lazy(() =>
  import('../../../features/sensitive-access/components/sensitive-access-log').then((m) => ({
    default: m.SensitiveAccessLog,
  })),
);
const TeamPage = lazy(() => import('./team').then((m) => ({ default: m.TeamPage })));
const OrganizationsPage = lazy(() =>
  import('./organizations').then((m) => ({ default: m.OrganizationsPage })),
);

const descriptions: Record<Slug, string> = {
  '': 'Everything waiting across all your clients, oldest due first. Open a row to do it; done work leaves the list.',
  clients:
    'Add clients and see each client’s credit summary. New clients set their own password at first sign-in.',
  disputes: 'Work on one client’s credit issues and dispute letters.',
  tracking: 'USPS certified mail tracking of disputes, with a follow-up 14 days after delivery.',
  'bureau-analysis': 'Record what a bureau answered, analyse it, and start the next dispute round.',
  uploads: 'Read a client’s credit report upload, check whose it is, and confirm the items worth disputing.',
  chat: 'Secure conversations with your clients: unread messages first.',
  leads: 'Requests from the public Get Started form: call them back, then make them clients.',
  analytics: 'Figures from your clients’ disputes and their results.',
  team: 'Who works here and what each may do: invite people, change a role, deactivate someone who left.',
  settings: 'Your account and password, and your company’s branding and client places.',
  import: 'Bring your clients over from another system: preview each row of its CSV export, then import.',
  'sensitive-access':
    'Who saw a client’s full SSN, date of birth, account number or monitoring password, exported the client list or tested as a client: when, and why.',
  organizations:
    'Every company on the platform: its plan, standing and figures. Their clients stay closed to you unless a company’s owner lets you in.',
};

/** The admin portal: `/` for admins and `/admin-portal/{section}`; unknown sections show the Work Queue. */
export function AdminPortalPage() {
  const { pathname } = useLocation();
  const allowed = adminPortalSectionsFor(useSignedInUser());
  // A section the person's role does not open shows their first one instead.
  const section =
    allowed.find((s) => s.slug && pathname === adminPortalPath(s.slug)) ??
    allowed[0] ??
    adminPortalSections[0];
  return (
    <Stack gap={0}>
      <PageTitle page={section.heading} />
      <PageHeader title={section.heading} description={descriptions[section.slug]} />
      <Suspense fallback={<PageLoader />}>
        {section.slug === '' && <WorkQueuePage />}
        {section.slug === 'clients' && <ClientManagementPage />}
        {section.slug === 'disputes' && <DisputeCenterPage />}
        {section.slug === 'tracking' && <TrackingManagementPage />}
        {section.slug === 'bureau-analysis' && <BureauAnalysisPage />}
        {section.slug === 'uploads' && <UploadReportsPage />}
        {section.slug === 'chat' && <ClientCommunicationPage />}
        {section.slug === 'leads' && <LeadsPage />}
        {section.slug === 'analytics' && <AnalyticsPage />}
        {section.slug === 'team' && <TeamPage />}
        {section.slug === 'settings' && <SettingsPage />}
        {section.slug === 'import' && <ClientImportPage />}
        {section.slug === 'sensitive-access' && <SensitiveAccessPage />}
        {section.slug === 'organizations' && <OrganizationsPage />}
      </Suspense>
    </Stack>
  );
}
