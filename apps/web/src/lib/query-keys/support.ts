import type { SupportListQuery } from '@app/contracts/support.contract';

// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['support'] as const;
const admin = () => [...all, 'admin'] as const;

/** Support: a person's chat, the Support Center's reads (all under admin()), the knowledge base. */
export const supportKeys = {
  all,
  transcript: (sessionId: string) => [...all, 'chat', sessionId] as const,
  admin,
  metrics: () => [...admin(), 'metrics'] as const,
  conversations: (q: SupportListQuery) => [...admin(), 'conversations', q] as const,
  conversation: (id: number) => [...admin(), 'conversation', id] as const,
  tickets: (q: SupportListQuery) => [...admin(), 'tickets', q] as const,
  articles: () => [...all, 'articles'] as const,
  helpArticle: (slug: string) => [...all, 'help', slug] as const,
};
