import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { AiPort } from './integrations/ai/ai.port';
import { selectBanking } from './integrations/banking/select-banking';
import type { BureauPort } from './integrations/bureaus/bureaus.port';
import { selectBureaus } from './integrations/bureaus/select-bureaus';
import { createMailOutboxRepository } from './integrations/mail/mail-outbox.repository';
import { selectMail } from './integrations/mail/select-mail';
import type { PaymentsPort } from './integrations/payments/payments.port';
import { selectPayments } from './integrations/payments/select-payments';
import type { PostalPort } from './integrations/postal/postal.port';
import { selectTax } from './integrations/tax/select-tax';
import { aiAssistantModule } from './modules/ai-assistant/ai-assistant.module';
import { analyticsModule } from './modules/analytics/analytics.module';
import { appInfoRoutes } from './modules/app-info/app-info.routes';
import { authModule } from './modules/auth/auth.module';
import { bankConnectionsModule } from './modules/bank-connections/bank-connections.module';
import { betaAccessModule } from './modules/beta-access/beta-access.module';
import { billingModule } from './modules/billing/billing.module';
import { disputeActivityFrom } from './modules/billing/dispute-activity';
import { bureauResponsesModule } from './modules/bureau-responses/bureau-responses.module';
import { businessCreditModule } from './modules/business-credit/business-credit.module';
import { clientTableModule } from './modules/client-table/client-table.module';
import { creditBuildingModule } from './modules/credit-building/credit-building.module';
import { creditGoalsModule } from './modules/credit-goals/credit-goals.module';
import { creditIssuesModule } from './modules/credit-issues/credit-issues.module';
import { creditMixModule } from './modules/credit-mix/credit-mix.module';
import { creditMonitoringModule } from './modules/credit-monitoring/credit-monitoring.module';
import { creditReportsModule } from './modules/credit-reports/credit-reports.module';
import { creditToolsModule } from './modules/credit-tools/credit-tools.module';
import { disputesModule } from './modules/disputes/disputes.module';
import { documentsModule } from './modules/documents/documents.module';
import { educationModule } from './modules/education/education.module';
import { employmentModule } from './modules/employment/employment.module';
import { feedbackModule } from './modules/feedback/feedback.module';
import { healthModule } from './modules/health/health.module';
import { identityTheftModule } from './modules/identity-theft/identity-theft.module';
import { impersonationModule } from './modules/impersonation/impersonation.module';
import { leadsModule } from './modules/leads/leads.module';
import { loanReadinessModule } from './modules/loan-readiness/loan-readiness.module';
import { mailOutboxRoutes } from './modules/mail-outbox/mail-outbox.routes';
import { noticesModule } from './modules/notices/notices.module';
import { onboardingModule } from './modules/onboarding/onboarding.module';
import { plansModule } from './modules/plans/plans.module';
import { rentReportingModule } from './modules/rent-reporting/rent-reporting.module';
import { reportUploadsModule } from './modules/report-uploads/report-uploads.module';
import { secureChatModule } from './modules/secure-chat/secure-chat.module';
import { studentLoansModule } from './modules/student-loans/student-loans.module';
import { supportModule } from './modules/support/support.module';
import { taxIntegrationsModule } from './modules/tax-integrations/tax-integrations.module';
import { clientAdminModule } from './modules/users/client-admin.module';
import { usersModule } from './modules/users/users.module';
import { utilizationModule } from './modules/utilization/utilization.module';
import { workQueueModule } from './modules/work-queue/work-queue.module';
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
import { registerSpaStatic } from './platform/spa-static';
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
  logger?: FastifyServerOptions['logger'];
  /** Change notices between processes; chosen from the database (LISTEN/NOTIFY on PostgreSQL). */
  live?: LiveEvents;
  /** Where log lines go (main.ts: an asynchronous, bounded stdout); pino's default otherwise. */
  logStream?: { write(line: string): void };
}

const logRedactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
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
  const idempotentCreate = createIdempotentCreate(createIdempotencyRepository(db));
  const mail = selectMail(db, config);
  const live =
    givenLive ??
    (database.kind === 'postgres' && database.url
      ? createPostgresLiveEvents(database.url, app.log)
      : createLocalLiveEvents());
  if (!givenLive) app.addHook('onClose', async () => live.close());
  registerLiveStreams(app);
  const bureauPort = bureaus ?? selectBureaus(config);

  await healthModule(app, { db });
  await app.register(appInfoRoutes, {
    info: {
      companyName: config.COMPANY_NAME,
      supportEmail: config.SUPPORT_EMAIL,
      integrations: { mail: mail.transport, bureaus: bureauPort.source },
    },
  });
  const auth = await authModule(app, {
    db,
    sessions,
    audit,
    lockout: { attempts: config.LOGIN_LOCKOUT_ATTEMPTS, minutes: config.LOGIN_LOCKOUT_MINUTES },
    perIpPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
    secretBox,
    adminMfa: config.ADMIN_MFA,
    issuer: config.COMPANY_NAME,
    mail,
    publicUrl: config.publicUrl,
  });
  const users = await usersModule(app, { db, secretBox, audit });
  const plans = await plansModule(app, { db });
  const reports = await creditReportsModule(app, { db, audit });
  const issues = await creditIssuesModule(app, { db, secretBox, timeZone: config.COMPANY_TIME_ZONE });
  // Billing gates dispute mailing (CROA cancellation period) and Pro's allowance; it reads disputes back.
  let disputesService: Awaited<ReturnType<typeof disputesModule>> | undefined;
  const billing = await billingModule(app, {
    db,
    config,
    payments: payments ?? selectPayments(config),
    activity: disputeActivityFrom(() => disputesService as NonNullable<typeof disputesService>),
  });
  // Before disputes: the tracking job's follow-up notices go out through the person's choices.
  const notices = await noticesModule(app, {
    db,
    mail,
    secretBox,
    publicUrl: config.publicUrl,
    timeZone: config.COMPANY_TIME_ZONE,
  });
  const disputes = await disputesModule(app, {
    db,
    issues,
    postal,
    mail,
    audit,
    mailingGate: billing.charges.mailingGate,
    followUpNotice: (userId, message) => notices.sendClaimed(userId, 'FOLLOW_UP_DUE', message),
    allowance: billing.charges.disputeAllowance,
    timeZone: config.COMPANY_TIME_ZONE,
    idempotentCreate,
  });
  disputesService = disputes;
  users.whenAddressSaved((person) => disputes.fillSenderAddress(person));
  await clientAdminModule(app, {
    db,
    users,
    reports,
    issues,
    disputes,
    plans,
    sessions,
    audit,
    secretBox,
    invitations: auth.passwordLinks,
  });
  const goals = await creditGoalsModule(app, { db });
  await creditToolsModule(app, { db, ai, audit, users, issues, reports, disputes, goals });
  await bureauResponsesModule(app, {
    db,
    ai,
    audit,
    disputes,
    issues,
    users,
    timeZone: config.COMPANY_TIME_ZONE,
  });
  await reportUploadsModule(app, {
    db,
    audit,
    secretBox,
    users,
    issues,
    reports,
    ai,
    timeZone: config.COMPANY_TIME_ZONE,
    readingTimeLimitMs: config.REPORT_READING_TIMEOUT_MS,
  });
  const monitoring = await creditMonitoringModule(app, {
    db,
    bureaus: bureauPort,
    secretBox,
    audit,
    users,
    issues,
    reports,
    disputes,
    timeZone: config.COMPANY_TIME_ZONE,
  });
  await utilizationModule(app, { db, monitoring, reports, timeZone: config.COMPANY_TIME_ZONE });
  await loanReadinessModule(app, { db, reports });
  await creditMixModule(app, { db, monitoring, timeZone: config.COMPANY_TIME_ZONE });
  await identityTheftModule(app, { db, ai, users, issues, monitoring, timeZone: config.COMPANY_TIME_ZONE });
  await businessCreditModule(app, { reports });
  const employment = await employmentModule(app, { db, timeZone: config.COMPANY_TIME_ZONE });
  await taxIntegrationsModule(app, {
    db,
    tax: selectTax(config),
    employment,
    timeZone: config.COMPANY_TIME_ZONE,
  });
  await rentReportingModule(app, { db, monitoring, timeZone: config.COMPANY_TIME_ZONE });
  await bankConnectionsModule(app, {
    db,
    banking: selectBanking(),
    mail,
    secretBox,
    companyName: config.COMPANY_NAME,
  });
  const onboarding = await onboardingModule(app, {
    db,
    users,
    reports,
    issues,
    disputes,
    goals,
    timeZone: config.COMPANY_TIME_ZONE,
  });
  await educationModule(app, { db, onArticleRead: onboarding.recordArticleRead });
  await analyticsModule(app, { db, maxAgeSeconds: config.ANALYTICS_MAX_AGE_SECONDS });
  await creditBuildingModule(app, { db, reports, issues, monitoring });
  await studentLoansModule(app, { db, users, timeZone: config.COMPANY_TIME_ZONE });
  await leadsModule(app, {
    db,
    mail,
    teamEmail: config.TEAM_EMAIL,
    perIpPerHour: config.LEAD_RATE_LIMIT_PER_HOUR,
    users,
    audit,
  });

  await supportModule(app, {
    db,
    ai,
    live,
    audit,
    perIpPerMinute: config.SUPPORT_CHAT_RATE_LIMIT_PER_MINUTE,
  });
  await secureChatModule(app, { db, users, live });
  await workQueueModule(app, { db, timeZone: config.COMPANY_TIME_ZONE });
  await clientTableModule(app, { db, timeZone: config.COMPANY_TIME_ZONE });
  await app.register(mailOutboxRoutes, { outbox: createMailOutboxRepository(db) });
  const feedback = await feedbackModule(app, { db });
  await betaAccessModule(app, { db, users, feedback: feedback.service, audit });
  await impersonationModule(app, { sessions, users, audit, invitations: auth.passwordLinks });
  const documents = await documentsModule(app, {
    db,
    audit,
    secretBox,
    users,
    live,
    quotaBytes: config.DOCUMENT_QUOTA_MB * 1024 * 1024,
    readingTimeLimitMs: config.DOCUMENT_READING_TIMEOUT_MS,
  });
  await aiAssistantModule(app, { db, ai, documents, issues, users, live });

  await registerSpaStatic(app, config.webDistDir);
  feedback.assertCountedRoutesExist(declaredRoutes);
  return Object.assign(app, {
    services: {
      sessions,
      passwordLinks: auth.passwordLinks,
      idempotentCreate,
      audit,
      mail,
      secretBox,
      reports,
      issues,
      disputes,
      billing,
      monitoring,
      documents,
      notices,
    },
    declaredRoutes,
  });
}
