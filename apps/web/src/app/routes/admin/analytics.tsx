import { AnalyticsDashboard } from '../../../features/analytics/components/analytics-dashboard';

/**
 * /admin-portal/analytics: figures computed from the database, not
 * placeholders. Loaded on demand, so only this page pays for the charts library.
 */
export function AnalyticsPage() {
  return <AnalyticsDashboard />;
}
