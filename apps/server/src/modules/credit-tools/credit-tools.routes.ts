import {
  analyzeCredit,
  generateClientDisputeLetter,
  generateDisputeLetter,
  simulateCreditScore,
} from '@app/contracts/endpoints/credit-tools.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { originOf } from '../../platform/auth/request-origin';
import { serve } from '../../platform/http/serve';
import type { ClientLetterService } from './client-letter.service';
import type { CreditToolsService } from './credit-tools.service';

export const creditToolsRoutes: FastifyPluginAsyncZod<{
  service: CreditToolsService;
  clientLetters: ClientLetterService;
}> = async (app, { service, clientLetters }) => {
  serve(app, generateDisputeLetter, { access: 'useAI', consumerAct: false }, async (request) => {
    const viewer = currentUser(request);
    const letter = await service.writeLetter(viewer, request.body, originOf(request));
    return letter;
  });
  serve(app, analyzeCredit, { access: 'useAI', consumerAct: false }, async (request) =>
    service.analyze(currentUser(request), request.body.userId),
  );
  serve(app, simulateCreditScore, { access: 'simulateCredit', consumerAct: false }, async (request) =>
    service.simulate(currentUser(request), request.body),
  );
  serve(app, generateClientDisputeLetter, { access: 'workClients' }, async (request) => {
    const admin = currentUser(request);
    const result = await clientLetters.writeForClient(admin, request.body, originOf(request));
    return result;
  });
};
