import { z } from 'zod';

export const educationCategories = ['CREDIT_SCORES', 'DISPUTE_PROCESS', 'CREDIT_BUILDING'] as const;
export const educationCategory = z.enum(educationCategories);
export type EducationCategory = z.infer<typeof educationCategory>;
export const educationCategoryLabels: Record<EducationCategory, string> = {
  CREDIT_SCORES: 'Credit Scores',
  DISPUTE_PROCESS: 'Dispute Process',
  CREDIT_BUILDING: 'Credit Building',
};

export const articleSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: educationCategory,
  readTime: z.number().int(),
  imageUrl: z.string().nullable(),
});
export type ArticleSummary = z.infer<typeof articleSummary>;
export const articleList = z.array(articleSummary);
export type ArticleList = z.infer<typeof articleList>;
export const article = articleSummary.extend({ body: z.string() });
export type Article = z.infer<typeof article>;
