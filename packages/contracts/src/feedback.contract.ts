import { z } from 'zod';
import { betaFeature } from './beta-features';
import { personParagraph } from './common/person-text';

export const feedbackLimits = { text: 4000, minRating: 1, maxRating: 5 } as const;
export const feedbackMessages = {
  featureRequired: 'Choose the feature your feedback is about',
  ratingRange: 'Rating must be 1 to 5 stars',
  textRequired: 'Feedback is required',
  sent: 'Thank you for your feedback',
} as const;

const optionalText = personParagraph(z.string().trim().max(feedbackLimits.text), 'The text')
  .optional()
  .transform((s) => s || undefined);

/** 'Send feedback', open to every signed-in person. */
export const createFeedbackRequest = z
  .object({
    feature: betaFeature,
    rating: z
      .number({ error: feedbackMessages.ratingRange })
      .int(feedbackMessages.ratingRange)
      .min(feedbackLimits.minRating, feedbackMessages.ratingRange)
      .max(feedbackLimits.maxRating, feedbackMessages.ratingRange),
    feedback: personParagraph(
      z
        .string({ error: feedbackMessages.textRequired })
        .trim()
        .min(1, feedbackMessages.textRequired)
        .max(feedbackLimits.text),
      'The feedback',
    ),
    bugReport: optionalText,
    suggestions: optionalText,
  })
  .strict();
export type CreateFeedbackRequest = z.input<typeof createFeedbackRequest>;

export const feedbackEntry = z.object({
  id: z.number().int(),
  feature: betaFeature,
  rating: z.number().int(),
  feedback: z.string(),
  bugReport: z.string().nullable(),
  suggestions: z.string().nullable(),
  createdAt: z.string(),
  from: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type FeedbackEntry = z.infer<typeof feedbackEntry>;
export const feedbackList = z.array(feedbackEntry);

/** The Analytics tab: real use counts per feature and the average star rating. */
export const featureAnalytics = z.array(
  z.object({
    feature: betaFeature,
    /** What was counted, in words ('letters drafted by the AI writer'). */
    usageLabel: z.string(),
    uses: z.number().int(),
    ratings: z.number().int(),
    averageRating: z.number().nullable(),
  }),
);
export type FeatureAnalytics = z.infer<typeof featureAnalytics>;
