import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { BankingPort } from '../../integrations/banking/banking.port';
import type { MailPort } from '../../integrations/mail/mail.port';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { createBankConnectionsRepository } from './bank-connections.repository';
import { bankConnectionsRoutes } from './bank-connections.routes';
import { createBankConnectionsService } from './bank-connections.service';

export function bankConnectionsModule(deps: {
  db: Database;
  banking: BankingPort;
  mail: MailPort;
  secretBox: SecretBox;
  brandOf: (organizationId: number) => Promise<{ companyName: string }>;
}) {
  const service = createBankConnectionsService({
    repo: createBankConnectionsRepository(deps.db),
    banking: deps.banking,
    mail: deps.mail,
    secretBox: deps.secretBox,
    brandOf: deps.brandOf,
  });
  const register = async (app: FastifyInstance) => {
    await app.register(bankConnectionsRoutes, { service });
  };
  return { service, register };
}
