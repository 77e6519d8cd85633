import { z } from 'zod';

/** The six features a beta access code may grant. */
export const betaFeatures = [
  'AI_DISPUTE_LETTERS',
  'USPS_TRACKING',
  'CREDIT_SIMULATION',
  'ADVANCED_ANALYTICS',
  'PRIORITY_SUPPORT',
  'BETA_FEATURES',
] as const;
export const betaFeature = z.enum(betaFeatures, {
  error: `Unknown feature; allowed: ${betaFeatures.join(', ')}`,
});
export type BetaFeature = z.infer<typeof betaFeature>;

export const betaFeatureLabels: Record<BetaFeature, string> = {
  AI_DISPUTE_LETTERS: 'AI Dispute Letters',
  USPS_TRACKING: 'USPS Tracking',
  CREDIT_SIMULATION: 'Credit Simulation',
  ADVANCED_ANALYTICS: 'Advanced Analytics',
  PRIORITY_SUPPORT: 'Priority Support',
  BETA_FEATURES: 'Beta Features',
};

/**
 * What the beta program's Analytics tab counts for each feature, in words. The AI letter writer's
 * count is of its drafts, not of disputes: office Analytics' "Disputes created" counts every
 * dispute letter filed, however it was written (by hand, by the AI writer, or in a batch).
 */
export const featureUsageLabels: Record<BetaFeature, string> = {
  AI_DISPUTE_LETTERS: 'letters drafted by the AI writer',
  USPS_TRACKING: 'trackings added',
  CREDIT_SIMULATION: 'simulations run',
  ADVANCED_ANALYTICS: 'analyses run',
  PRIORITY_SUPPORT: 'support tickets opened',
  BETA_FEATURES: 'credit-building steps updated',
};
