import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { createCreditIssuesRepository } from './credit-issues.repository';
import { creditIssuesRoutes } from './credit-issues.routes';
import { createCreditIssuesService } from './credit-issues.service';

export async function creditIssuesModule(
  app: FastifyInstance,
  deps: { db: Database; secretBox: SecretBox; timeZone?: string },
) {
  const service = createCreditIssuesService({
    repo: createCreditIssuesRepository(deps.db),
    secretBox: deps.secretBox,
    timeZone: deps.timeZone,
  });
  await app.register(creditIssuesRoutes, { service });
  return service;
}
