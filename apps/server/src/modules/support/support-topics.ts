/** Live-event topics of support: one per chat session, and one for the Support Center's reads. */
export const supportTopics = {
  session: (sessionId: string) => `support.session.${sessionId}`,
  admin: 'support.admin',
} as const;
