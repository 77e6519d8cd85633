import { AnalyticsDashboard } from '../../../features/analytics/components/analytics-dashboard';

/**
 * /admin-portal/analytics: figures computed from the database (spec 001 section 2.18 showed
 * placeholders). Loaded on demand, so only this page pays for the charts library.
 */
export function AnalyticsPage() {
  return <AnalyticsDashboard />;
}
