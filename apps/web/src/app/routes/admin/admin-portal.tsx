import { Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { PageHeader } from '../../../components/page-header/page-header';
import { PageLoader } from '../../../components/page-loader/page-loader';
import { type AdminPortalSection, adminPortalPath, adminPortalSections } from '../../../config/paths';

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

const descriptions: Record<Slug, string> = {
  '': 'Everything waiting across all your clients, oldest due first. Open a row to do it; done work leaves the list.',
  clients:
    'Add clients and see each client’s credit summary. New clients set their own password at first sign-in.',
  disputes: 'Work on one client’s credit issues and dispute letters.',
  tracking: 'USPS certified mail tracking of disputes, with a follow-up 14 days after delivery.',
  'bureau-analysis': 'Record what a bureau answered, analyse it, and start the next dispute round.',
  chat: 'Secure conversations with your clients: unread messages first.',
  leads: 'Requests from the public Get Started form: call them back, then make them clients.',
  analytics: 'Figures from your clients’ disputes and their results.',
  settings: 'Your account and password.',
};

/** The admin portal: `/` for admins and `/admin-portal/{section}`; unknown sections show the Work Queue. */
export function AdminPortalPage() {
  const { pathname } = useLocation();
  const section =
    adminPortalSections.find((s) => s.slug && pathname === adminPortalPath(s.slug)) ?? adminPortalSections[0];
  return (
    <Stack gap={0}>
      <title>{`${section.heading} — Admin Portal`}</title>
      <PageHeader title={section.heading} description={descriptions[section.slug]} />
      <Suspense fallback={<PageLoader />}>
        {section.slug === '' && <WorkQueuePage />}
        {section.slug === 'clients' && <ClientManagementPage />}
        {section.slug === 'disputes' && <DisputeCenterPage />}
        {section.slug === 'tracking' && <TrackingManagementPage />}
        {section.slug === 'bureau-analysis' && <BureauAnalysisPage />}
        {section.slug === 'chat' && <ClientCommunicationPage />}
        {section.slug === 'leads' && <LeadsPage />}
        {section.slug === 'analytics' && <AnalyticsPage />}
        {section.slug === 'settings' && <SettingsPage />}
      </Suspense>
    </Stack>
  );
}
