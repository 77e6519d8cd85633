import { Stack } from '@mantine/core';
import { AnalyticsDashboard } from '../../../features/analytics/components/analytics-dashboard';
import { OutcomeResultsCard } from '../../../features/outcome-results/components/outcome-results-card';

/**
 * /admin-portal/analytics: figures computed from the database, not
 * placeholders. Loaded on demand, so only this page pays for the charts library.
 */
export function AnalyticsPage() {
  return (
    <Stack gap="lg">
      <AnalyticsDashboard />
      {/* What the letters achieved, from the outcome ledger: a feature of its own, composed here. */}
      <OutcomeResultsCard />
    </Stack>
  );
}
