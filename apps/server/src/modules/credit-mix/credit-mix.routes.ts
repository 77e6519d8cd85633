import {
  generateCreditMix,
  getCreditMix,
  getUserCreditMix,
  recordCreditMixIntent,
} from '@app/contracts/endpoints/credit-mix.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { ownChoiceOf, recordOwnerFor } from '../../platform/auth/record-owner';
import { serve } from '../../platform/http/serve';
import type { CreditMixService } from './credit-mix.service';

export const creditMixRoutes: FastifyPluginAsyncZod<{ service: CreditMixService }> = async (
  app,
  { service },
) => {
  serve(app, getCreditMix, { access: 'authenticated' }, async (request) =>
    service.analysis(await recordOwnerFor(currentUser(request), request.query.userId)),
  );
  serve(app, getUserCreditMix, { access: 'authenticated' }, async (request) =>
    service.analysis(await recordOwnerFor(currentUser(request), request.params.userId)),
  );
  serve(app, generateCreditMix, { access: 'authenticated', consumerAct: false }, async (request) => {
    const named = request.body?.userId ?? request.query.userId;
    return service.analysis(await recordOwnerFor(currentUser(request), named));
  });
  serve(app, recordCreditMixIntent, { access: 'authenticated', consumerAct: false }, async (request) =>
    service.recordIntent(ownChoiceOf(currentUser(request), request.body.userId), request.body.productId),
  );
};
