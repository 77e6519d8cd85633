import { SimpleGrid, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { AccountSummary } from '../../../components/account-summary/account-summary';
import { PageHeader } from '../../../components/page-header/page-header';
import { PageLoader } from '../../../components/page-loader/page-loader';
import { type AdminPortalSection, adminPortalPath, adminPortalSections } from '../../../config/paths';
import { useSignedInUser } from '../../../lib/session';
import { AdminSectionCards } from './admin-section-cards';

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

const descriptions: Record<Slug, string> = {
  '': 'Add clients and see each client’s credit summary. New clients set their own password at first sign-in.',
  disputes: 'Work on one client’s credit issues and dispute letters.',
  tracking: 'USPS certified mail tracking of disputes, with a follow-up 14 days after delivery.',
  'bureau-analysis': 'Record what a bureau answered, analyse it, and start the next dispute round.',
  chat: 'Conversations with your clients.',
  analytics: 'Figures from your clients’ disputes and their results.',
  settings: 'Your account and password.',
};

/** The admin portal: `/` for admins and `/admin-portal/{section}`; unknown sections show Client Management. */
export function AdminPortalPage() {
  const { pathname } = useLocation();
  const user = useSignedInUser();
  const section =
    adminPortalSections.find((s) => s.slug && pathname === adminPortalPath(s.slug)) ?? adminPortalSections[0];
  return (
    <Stack gap={0}>
      <title>{`${section.heading} — Admin Portal`}</title>
      <PageHeader title={section.heading} description={descriptions[section.slug]} />
      {section.slug === '' && (
        <AdminSectionCards sections={adminPortalSections.slice(1)} descriptions={descriptions} />
      )}
      <Suspense fallback={<PageLoader />}>
        {section.slug === 'disputes' && <DisputeCenterPage />}
        {section.slug === 'tracking' && <TrackingManagementPage />}
        {section.slug === 'bureau-analysis' && <BureauAnalysisPage />}
      </Suspense>
      {section.slug === 'settings' && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <AccountSummary user={user} title="Current account" />
        </SimpleGrid>
      )}
    </Stack>
  );
}
