import { recordIdParams } from '@app/contracts/common/params';
import { article, articleList } from '@app/contracts/educational-content.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import type { EducationService } from './education.service';

const tags = ['learning center'];

export const educationRoutes: FastifyPluginAsyncZod<{
  service: EducationService;
  /** Onboarding counts the articles a person opened. */
  onArticleRead?: (userId: number, articleId: number) => Promise<void>;
}> = async (app, { service, onArticleRead }) => {
  app.get(
    '/api/educational-content',
    {
      config: { access: 'accessEducation' },
      schema: {
        operationId: 'listArticles',
        summary: 'The articles of the learning center',
        tags,
        response: { 200: articleList },
      },
    },
    async () => service.list(),
  );
  app.get(
    '/api/educational-content/:id',
    {
      config: { access: 'accessEducation' },
      schema: {
        operationId: 'getArticle',
        summary: 'One article of the learning center',
        tags,
        params: recordIdParams,
        response: { 200: article },
      },
    },
    async (request) => {
      const found = await service.get(request.params.id);
      await onArticleRead?.(currentUser(request).id, found.id);
      return found;
    },
  );
};
