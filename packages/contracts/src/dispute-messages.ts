// Zod-free, so the dashboard's follow-up alerts do not load the schema library with them.

export const disputeMessages = {
  created: 'Dispute letter created successfully',
  createFailed: 'Failed to create dispute',
} as const;
