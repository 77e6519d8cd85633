// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['educational-content'] as const;

export const educationKeys = {
  all,
  articles: () => [...all, 'list'] as const,
  article: (id: number) => [...all, 'article', id] as const,
};
