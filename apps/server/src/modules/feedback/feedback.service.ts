import { betaFeatures, featureUsageLabels } from '@app/contracts/beta-features';
import type {
  createFeedbackRequest,
  FeatureAnalytics,
  FeedbackEntry,
} from '@app/contracts/feedback.contract';
import type { z } from 'zod';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import type { FeedbackRepository } from './feedback.repository';

const listLimit = 500;

export function createFeedbackService(repo: FeedbackRepository) {
  return {
    async send(user: SessionUser, input: z.output<typeof createFeedbackRequest>) {
      await repo.insert({
        organizationId: user.organizationId,
        userId: user.id,
        feature: input.feature,
        rating: input.rating,
        feedback: input.feedback,
        bugReport: input.bugReport ?? null,
        suggestions: input.suggestions ?? null,
      });
      return { success: true as const };
    },

    async list(organizationId: number): Promise<FeedbackEntry[]> {
      const rows = await repo.list(organizationId, listLimit);
      return rows.map((r) => ({
        id: r.id,
        feature: r.feature,
        rating: r.rating,
        feedback: r.feedback,
        bugReport: r.bugReport,
        suggestions: r.suggestions,
        createdAt: r.createdAt.toISOString(),
        from: r.userId ? { id: r.userId, name: `${r.firstName} ${r.lastName}` } : null,
      }));
    },

    counts: (organizationId: number) => repo.counts(organizationId),

    /** Every feature, with its use count and the average of its ratings (null before the first). */
    async analytics(organizationId: number): Promise<FeatureAnalytics> {
      const [uses, ratings] = await Promise.all([
        repo.usesByFeature(organizationId),
        repo.ratingsByFeature(organizationId),
      ]);
      return betaFeatures.map((feature) => {
        const rated = ratings.find((r) => r.feature === feature);
        return {
          feature,
          usageLabel: featureUsageLabels[feature],
          uses: uses.find((u) => u.feature === feature)?.uses ?? 0,
          ratings: rated?.ratings ?? 0,
          averageRating: rated ? Math.round(Number(rated.average) * 10) / 10 : null,
        };
      });
    },

    recordUse: repo.recordUse,
  };
}
export type FeedbackService = ReturnType<typeof createFeedbackService>;
