import { adminAnalytics, adminAnalyticsQuery } from '../analytics.contract';
import { specialistAnalytics } from '../specialist-analytics.contract';
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

export const getSpecialistAnalytics = endpoint({
  method: 'GET',
  path: '/api/admin/analytics/specialists',
  operationId: 'getSpecialistAnalytics',
  summary: 'Letters mailed, bureau answers received and deletions per specialist per month',
  description:
    'The organization’s last 12 months (UTC), one row per month and specialist of the clients (their assigned specialist now), and one for the clients of no specialist. Counted on each request.',
  tags: ['admin: analytics'],
  responses: { 200: specialistAnalytics },
});
