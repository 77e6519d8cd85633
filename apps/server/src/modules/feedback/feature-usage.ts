import type { BetaFeature } from '@app/contracts/beta-features';

/**
 * What counts as one use of each beta feature: a successful answer of the route that does the
 * work. Counted by a response hook, so the modules that serve these routes need not know.
 */
export const featureUseRoutes: ReadonlyArray<{ method: string; url: string; feature: BetaFeature }> = [
  { method: 'POST', url: '/api/generate-dispute-letter', feature: 'AI_DISPUTE_LETTERS' },
  { method: 'POST', url: '/api/admin/generate-dispute-letter', feature: 'AI_DISPUTE_LETTERS' },
  { method: 'PATCH', url: '/api/disputes/:id/tracking', feature: 'USPS_TRACKING' },
  { method: 'POST', url: '/api/simulate-credit-score', feature: 'CREDIT_SIMULATION' },
  { method: 'POST', url: '/api/ai-credit-analysis', feature: 'ADVANCED_ANALYTICS' },
  { method: 'POST', url: '/api/bureau-response/:id/analyze', feature: 'ADVANCED_ANALYTICS' },
  { method: 'POST', url: '/api/support/tickets', feature: 'PRIORITY_SUPPORT' },
  { method: 'PATCH', url: '/api/credit-building-actions/:id', feature: 'BETA_FEATURES' },
];

export function featureOfRoute(method: string, url: string): BetaFeature | null {
  return featureUseRoutes.find((r) => r.method === method && r.url === url)?.feature ?? null;
}
