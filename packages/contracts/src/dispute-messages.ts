// Zod-free, so the dashboard's follow-up alerts do not load the schema library with them.

export const disputeMessages = {
  created: 'Dispute letter created successfully',
  createFailed: 'Failed to create dispute',
  followUpDone: 'Follow-up Completed',
  followUpFailed: 'Failed to mark follow-up as completed',
} as const;
