import { adminAnalytics, adminAnalyticsQuery } from '../analytics.contract';
import { endpoint } from './endpoint';

export const getAdminAnalytics = endpoint({
  method: 'GET',
  path: '/api/admin/analytics',
  operationId: 'getAdminAnalytics',
  summary: 'Figures over all clients for the admin dashboard',
  description:
    'The figures are counted at most once per ANALYTICS_MAX_AGE_SECONDS (60 by default) and served from that count meanwhile; `generatedAt` says when. `fresh=true` counts now (unless a count is under five seconds old).',
  tags: ['admin: analytics'],
  querystring: adminAnalyticsQuery,
  responses: { 200: adminAnalytics },
});
