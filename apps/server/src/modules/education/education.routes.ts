import { getArticle, listArticles } from '@app/contracts/endpoints/education.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { serve } from '../../platform/http/serve';
import type { EducationService } from './education.service';

export const educationRoutes: FastifyPluginAsyncZod<{
  service: EducationService;
  /** Onboarding counts the articles a person opened. */
  onArticleRead?: (userId: number, articleId: number) => Promise<void>;
}> = async (app, { service, onArticleRead }) => {
  serve(app, listArticles, { access: 'accessEducation' }, async () => service.list());
  serve(app, getArticle, { access: 'accessEducation' }, async (request) => {
    const found = await service.get(request.params.id);
    await onArticleRead?.(currentUser(request).id, found.id);
    return found;
  });
};
