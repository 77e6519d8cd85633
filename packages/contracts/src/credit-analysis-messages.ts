// Zod-free, so the dashboard's analysis card does not load the schema library with its words.

/** What a person reads when the AI credit analysis could not be made. */
export const creditAnalysisMessages = {
  failedTitle: 'Analysis Failed',
  failedBody: 'Failed to generate AI credit analysis. Please ensure your API key is configured.',
} as const;
