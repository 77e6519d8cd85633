import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { everyCallAcrossOrganizations } from '../../db/organization-context';
import type { PrintMailPort } from '../../integrations/print-mail/print-mail.port';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { DocumentsService } from '../documents/documents.service';
import { createCertifiedMailRepository } from './certified-mail.repository';
import { certifiedMailRoutes } from './certified-mail.routes';
import { createCertifiedMailService, type LettersForMail } from './certified-mail.service';
import { enclosuresFromVault } from './enclosures';
import { lobWebhookRoutes } from './lob-webhook.routes';
import { createMailSender, type DisputeMailClock } from './mail-sender';
import { createMailTrackingService } from './mail-tracking.service';

export function certifiedMailModule(deps: {
  db: Database;
  port: PrintMailPort;
  secretBox: SecretBox;
  letters: LettersForMail;
  disputes: DisputeMailClock;
  documents: Pick<DocumentsService, 'list' | 'file'>;
  lobWebhookSecret?: string;
  timeZone: string;
  log: FastifyBaseLogger;
}) {
  const repo = createCertifiedMailRepository(deps.db);
  const sender = createMailSender({
    repo,
    port: deps.port,
    secretBox: deps.secretBox,
    disputes: deps.disputes,
    log: deps.log,
  });
  const service = createCertifiedMailService({
    repo,
    port: deps.port,
    sender,
    secretBox: deps.secretBox,
    letters: deps.letters,
    enclosures: enclosuresFromVault(deps.documents),
    timeZone: deps.timeZone,
  });
  // A provider's event names its piece, not an organization: each is applied in the piece's own
  // organization (rows written take their letter's through the wall's fill trigger).
  const tracking = everyCallAcrossOrganizations(
    'mailProviderEvents',
    createMailTrackingService({
      repo,
      port: deps.port,
      sender,
      disputes: deps.disputes,
      lobWebhookSecret: deps.lobWebhookSecret,
      timeZone: deps.timeZone,
      log: deps.log,
    }),
  );
  const register = async (app: FastifyInstance) => {
    await app.register(certifiedMailRoutes, { service });
    await app.register(lobWebhookRoutes, { tracking });
  };
  return { service, tracking, register };
}
