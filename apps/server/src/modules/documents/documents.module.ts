import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { LiveEvents } from '../../platform/live/live-events';
import type { UsersService } from '../users/users.service';
import { createDocumentReaderThreads } from './document-reader-threads';
import { createReadingQueue } from './document-text';
import { createDocumentsRepository } from './documents.repository';
import { documentsRoutes } from './documents.routes';
import { createDocumentsService } from './documents.service';

/** At most two documents are read at once (OCR is heavy); the rest wait their turn. */
const readingsAtOnce = 2;

export function documentsModule(deps: {
  log: FastifyBaseLogger;
  db: Database;
  audit: AuditLog;
  secretBox: SecretBox;
  users: UsersService;
  live: LiveEvents;
  quotaBytes: number;
  readingTimeLimitMs: number;
}) {
  const queue = createReadingQueue(readingsAtOnce);
  // Reading a PDF is CPU work of tens to hundreds of ms: off the event loop, in worker threads.
  const threads = createDocumentReaderThreads();
  const repo = createDocumentsRepository(deps.db, deps.secretBox);
  const service = createDocumentsService({
    repo,
    readDocumentText: (bytes, type, budget) => threads.read(bytes, type, budget.remainingMs()),
    queue,
    ...deps,
    log: (err) => deps.log.error({ err }, 'A document could not be read'),
  });
  const register = async (app: FastifyInstance) => {
    // Text read before the text was sealed is sealed when the server starts, before it takes requests
    // (building the app reads nothing: the OpenAPI lint builds it without a database). A failure is
    // logged and the rest is sealed at the next start.
    app.addHook('onReady', async () => {
      try {
        while ((await repo.sealUnsealedTexts()) > 0);
      } catch (err) {
        app.log.error(
          { err },
          'sealing the text read from older documents failed; it is retried at the next start',
        );
      }
    });
    // Readings finish before the database closes.
    app.addHook('onClose', async () => {
      await queue.idle();
      await threads.close();
    });
    await app.register(documentsRoutes, { service, live: deps.live });
  };
  return { service, register };
}
