import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerRoutes } from './app-routes';
import { buildServices } from './app-services';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { requestScope } from './db/organization-context';
import type { AiPort } from './integrations/ai/ai.port';
import type { BureauPort } from './integrations/bureaus/bureaus.port';
import { selectBureaus } from './integrations/bureaus/select-bureaus';
import { selectMail } from './integrations/mail/select-mail';
import type { PaymentsPort } from './integrations/payments/payments.port';
import { selectPayments } from './integrations/payments/select-payments';
import type { PostalPort } from './integrations/postal/postal.port';
import type { PrintMailPort } from './integrations/print-mail/print-mail.port';
import { selectPrintMail } from './integrations/print-mail/select-print-mail';
import { registerApiDocs } from './platform/api-docs';
import { createAuditRepository } from './platform/audit/audit.repository';
import { registerAccessPolicy } from './platform/auth/access-policy';
import { createSessions } from './platform/auth/sessions';
import { createSessionsRepository } from './platform/auth/sessions.repository';
import type { SecretBox } from './platform/crypto/secret-box';
import { registerErrorHandling } from './platform/errors';
import { registerHttpHardening } from './platform/http-hardening';
import { createIdempotencyRepository } from './platform/idempotency/idempotency.repository';
import { createIdempotentCreate } from './platform/idempotency/idempotent-create';
import { lazyRequestLogger } from './platform/lazy-request-logger';
import {
  createLocalLiveEvents,
  createPostgresLiveEvents,
  type LiveEvents,
} from './platform/live/live-events';
import { registerLiveStreams } from './platform/live/live-stream';
import { requestForLog } from './platform/logged-path';
import { refuseNulCharacters } from './platform/nul-characters';
import { withOrganizationBrand } from './platform/organizations/branded-mail';
import { createBrandBook } from './platform/organizations/organization-brand';
import { createOrganizationsRepository } from './platform/organizations/organizations.repository';
import { registerRequestOrganization } from './platform/organizations/request-organization';
import { trustedProxy } from './platform/trusted-proxy';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Seals secrets at rest; main.ts builds it from ENCRYPTION_KEY (or the embedded key file). */
  secretBox: SecretBox;
  /** The AI port (built-in engine unless AI_PROVIDER=openai); main.ts selects it from config. */
  ai: AiPort;
  /** Mail tracking (simulated unless POSTAL_PROVIDER=usps). */
  postal: PostalPort;
  /** Card payments (the built-in test-mode processor unless PAYMENTS_PROVIDER=stripe). */
  payments?: PaymentsPort;
  /** Credit files and monitoring syncs (the sandbox bureau unless BUREAU_PROVIDER=experian). */
  bureaus?: BureauPort;
  /** Certified letters printed and mailed (the built-in print shop unless MAIL_PROVIDER names one). */
  printMail?: PrintMailPort;
  logger?: FastifyServerOptions['logger'];
  /** Change notices between processes; chosen from the database (LISTEN/NOTIFY on PostgreSQL). */
  live?: LiveEvents;
  /** Where log lines go (main.ts: an asynchronous, bounded stdout); pino's default otherwise. */
  logStream?: { write(line: string): void };
}

const logRedactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  '*.apiKey',
  '*.LOB_API_KEY',
  '*.LOB_WEBHOOK_SECRET',
  '*.POSTGRID_API_KEY',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.ssn',
  '*.cardNumber',
  '*.accountNumber',
  '*.credentialsEncrypted',
  '*.personalInfo',
];

export async function buildApp({
  config,
  database,
  secretBox,
  ai,
  postal,
  payments,
  bureaus,
  printMail,
  logger,
  logStream,
  live: givenLive,
}: AppDeps) {
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      redact: { paths: logRedactPaths, censor: '[redacted]' },
      serializers: { req: requestForLog },
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: 1_048_576,
    trustProxy: trustedProxy(config.TRUST_PROXY),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    forceCloseConnections: 'idle',
    childLoggerFactory: lazyRequestLogger,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  refuseNulCharacters(app);
  // Every request runs in a database scope of its own, seeing no organization's rows until its
  // organization is known (platform/organizations/request-organization.ts names it).
  app.addHook('onRequest', (_request, _reply, done) => requestScope.enter(done));

  await registerHttpHardening(app, {
    redisUrl: config.REDIS_URL,
    redisKeyPrefix: config.REDIS_KEY_PREFIX,
    stripe: config.PAYMENTS_PROVIDER === 'stripe',
  });
  await app.register(cookie);
  await registerApiDocs(app, { contact: { name: config.COMPANY_NAME, email: config.SUPPORT_EMAIL } });

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    // Answers of the API carry personal data: no cache may keep them unless a route says so (a
    // route's own cache-control, set later, replaces this one). The JSON API's header set carries
    // it already; the API's documentation pages get it here.
    if (request.url.startsWith('/api/docs')) reply.header('cache-control', 'no-store');
    done();
  });

  const { db } = database;
  const audit = createAuditRepository(db);
  const sessions = createSessions(createSessionsRepository(db), {
    idleMinutes: config.SESSION_IDLE_MINUTES,
    absoluteHours: config.SESSION_ABSOLUTE_HOURS,
  });
  const declaredRoutes = registerAccessPolicy(app, sessions, audit);
  const organizations = createOrganizationsRepository(db);
  registerRequestOrganization(app, organizations);
  const brands = createBrandBook(organizations);
  // Mail sent for an organization goes out under its name and closes with its support contact.
  const mail = withOrganizationBrand(selectMail(db, config), brands.brandOf);
  const live =
    givenLive ??
    (database.kind === 'postgres' && database.url
      ? createPostgresLiveEvents(database.url, app.log)
      : createLocalLiveEvents());
  if (!givenLive) app.addHook('onClose', async () => live.close());
  registerLiveStreams(app);
  const bureauPort = bureaus ?? selectBureaus(config);
  const idempotentCreate = createIdempotentCreate(createIdempotencyRepository(db));

  const built = buildServices({
    config,
    database,
    secretBox,
    ai,
    postal,
    payments: payments ?? selectPayments(config),
    bureaus: bureauPort,
    printMail: printMail ?? selectPrintMail(config),
    mail,
    brands,
    audit,
    sessions,
    idempotentCreate,
    live,
    log: app.log,
  });
  await registerRoutes(app, built, { config, db, mail, brands, bureaus: bureauPort, declaredRoutes });
  return Object.assign(app, {
    services: { ...built.services, sessions, idempotentCreate, audit, mail, secretBox },
    declaredRoutes,
  });
}
