import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { AiPort } from './integrations/ai/ai.port';
import { selectBanking } from './integrations/banking/select-banking';
import type { BureauPort } from './integrations/bureaus/bureaus.port';
import type { MailPort } from './integrations/mail/mail.port';
import type { PaymentsPort } from './integrations/payments/payments.port';
import type { PostalPort } from './integrations/postal/postal.port';
import { selectTax } from './integrations/tax/select-tax';
import { aiAssistantModule } from './modules/ai-assistant/ai-assistant.module';
import { analyticsModule } from './modules/analytics/analytics.module';
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
import { createDisputeHistory } from './modules/disputes/dispute-history';
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
import type { AuditLog } from './platform/audit/audit-log';
import type { Sessions } from './platform/auth/sessions';
import type { SecretBox } from './platform/crypto/secret-box';
import type { IdempotentCreate } from './platform/idempotency/idempotent-create';
import type { LiveEvents } from './platform/live/live-events';

/** What the services are built from: configuration, the database, the ports and the platform's parts. */
export interface ServiceDeps {
  config: Config;
  database: DatabaseHandle;
  secretBox: SecretBox;
  ai: AiPort;
  postal: PostalPort;
  payments: PaymentsPort;
  bureaus: BureauPort;
  mail: MailPort;
  audit: AuditLog;
  sessions: Sessions;
  idempotentCreate: IdempotentCreate;
  live: LiveEvents;
  log: FastifyBaseLogger;
}

/**
 * Builds every module's services, each from the ones it depends on; nothing here knows HTTP. The
 * order is the dependency order: a module is built after the modules whose services it takes.
 * Each module also says how it is served (`register`), which `registerRoutes` does afterwards.
 */
export function buildServices(deps: ServiceDeps) {
  const { config, database, secretBox, ai, postal, mail, audit, sessions, live, log } = deps;
  const { db } = database;
  const timeZone = config.COMPANY_TIME_ZONE;

  const health = healthModule({ db });
  const auth = authModule({
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
    log,
  });
  const users = usersModule({ db, secretBox, audit });
  const plans = plansModule({ db });
  const reports = creditReportsModule({ db, audit });
  const issues = creditIssuesModule({ db, secretBox, timeZone });
  // Billing gates dispute mailing (CROA cancellation period) and Pro's allowance, and bills for the
  // letters mailed, which it reads from a read-only view of the disputes.
  const billing = billingModule({
    db,
    config,
    payments: deps.payments,
    activity: disputeActivityFrom(createDisputeHistory(db)),
  });
  // Before disputes: the tracking job's follow-up notices go out through the person's choices.
  const notices = noticesModule({ db, mail, secretBox, publicUrl: config.publicUrl, timeZone, log });
  const disputes = disputesModule({
    db,
    issues: issues.service,
    postal,
    mail,
    audit,
    mailingGate: billing.charges.mailingGate,
    followUpNotice: (userId, message) => notices.service.sendClaimed(userId, 'FOLLOW_UP_DUE', message),
    allowance: billing.charges.disputeAllowance,
    timeZone,
    idempotentCreate: deps.idempotentCreate,
    log,
  });
  users.service.whenAddressSaved((person) => disputes.service.fillSenderAddress(person));
  const clientAdmin = clientAdminModule({
    db,
    users: users.service,
    reports: reports.service,
    issues: issues.service,
    disputes: disputes.service,
    plans: plans.service,
    sessions,
    audit,
    secretBox,
    invitations: auth.passwordLinks,
  });
  const goals = creditGoalsModule({ db });
  const creditTools = creditToolsModule({
    db,
    ai,
    audit,
    users: users.service,
    issues: issues.service,
    reports: reports.service,
    disputes: disputes.service,
    goals: goals.service,
  });
  const bureauResponses = bureauResponsesModule({
    db,
    ai,
    audit,
    disputes: disputes.service,
    issues: issues.service,
    users: users.service,
    timeZone,
  });
  const reportUploads = reportUploadsModule({
    db,
    audit,
    secretBox,
    users: users.service,
    issues: issues.service,
    reports: reports.service,
    ai,
    timeZone,
    readingTimeLimitMs: config.REPORT_READING_TIMEOUT_MS,
    log,
  });
  const monitoring = creditMonitoringModule({
    db,
    bureaus: deps.bureaus,
    secretBox,
    audit,
    users: users.service,
    issues: issues.service,
    reports: reports.service,
    disputes: disputes.service,
    timeZone,
    log,
  });
  const utilization = utilizationModule({
    db,
    monitoring: monitoring.service,
    reports: reports.service,
    timeZone,
  });
  const loanReadiness = loanReadinessModule({ db, reports: reports.service });
  const creditMix = creditMixModule({ db, monitoring: monitoring.service, timeZone });
  const identityTheft = identityTheftModule({
    db,
    ai,
    users: users.service,
    issues: issues.service,
    monitoring: monitoring.service,
    timeZone,
  });
  const businessCredit = businessCreditModule({ reports: reports.service });
  const employment = employmentModule({ db, timeZone });
  const taxIntegrations = taxIntegrationsModule({
    db,
    tax: selectTax(config),
    employment: employment.service,
    timeZone,
  });
  const rentReporting = rentReportingModule({ db, monitoring: monitoring.service, timeZone });
  const bankConnections = bankConnectionsModule({
    db,
    banking: selectBanking(),
    mail,
    secretBox,
    companyName: config.COMPANY_NAME,
  });
  const onboarding = onboardingModule({
    db,
    users: users.service,
    reports: reports.service,
    issues: issues.service,
    disputes: disputes.service,
    goals: goals.service,
    timeZone,
  });
  const education = educationModule({ db, onArticleRead: onboarding.service.recordArticleRead });
  const analytics = analyticsModule({ db, maxAgeSeconds: config.ANALYTICS_MAX_AGE_SECONDS, log });
  const creditBuilding = creditBuildingModule({
    db,
    reports: reports.service,
    issues: issues.service,
    monitoring: monitoring.service,
  });
  const studentLoans = studentLoansModule({ db, users: users.service, timeZone });
  const leads = leadsModule({
    db,
    mail,
    teamEmail: config.TEAM_EMAIL,
    perIpPerHour: config.LEAD_RATE_LIMIT_PER_HOUR,
    users: users.service,
    audit,
    log,
  });
  const support = supportModule({
    db,
    ai,
    live,
    audit,
    perIpPerMinute: config.SUPPORT_CHAT_RATE_LIMIT_PER_MINUTE,
    log,
  });
  const secureChat = secureChatModule({ db, users: users.service, live });
  const workQueue = workQueueModule({ db, timeZone });
  const clientTable = clientTableModule({ db, timeZone });
  const feedback = feedbackModule({ db });
  const betaAccess = betaAccessModule({ db, users: users.service, feedback: feedback.service, audit });
  const impersonation = impersonationModule({
    sessions,
    users: users.service,
    audit,
    invitations: auth.passwordLinks,
  });
  const documents = documentsModule({
    db,
    audit,
    secretBox,
    users: users.service,
    live,
    quotaBytes: config.DOCUMENT_QUOTA_MB * 1024 * 1024,
    readingTimeLimitMs: config.DOCUMENT_READING_TIMEOUT_MS,
    log,
  });
  const aiAssistant = aiAssistantModule({
    db,
    ai,
    documents: documents.service,
    issues: issues.service,
    users: users.service,
    live,
    log,
  });

  return {
    /** Every module, in the order its routes and hooks are registered. */
    modules: [
      health,
      auth,
      users,
      plans,
      reports,
      issues,
      billing,
      notices,
      disputes,
      clientAdmin,
      goals,
      creditTools,
      bureauResponses,
      reportUploads,
      monitoring,
      utilization,
      loanReadiness,
      creditMix,
      identityTheft,
      businessCredit,
      employment,
      taxIntegrations,
      rentReporting,
      bankConnections,
      onboarding,
      education,
      analytics,
      creditBuilding,
      studentLoans,
      leads,
      support,
      secureChat,
      workQueue,
      clientTable,
      feedback,
      betaAccess,
      impersonation,
      documents,
      aiAssistant,
    ],
    feedback,
    /** The services the process (jobs, shutdown) and the tests reach from outside HTTP. */
    services: {
      passwordLinks: auth.passwordLinks,
      reports: reports.service,
      issues: issues.service,
      disputes: {
        ...disputes.service,
        tracking: disputes.tracking,
        refreshTracking: disputes.refreshTracking,
      },
      billing,
      monitoring: { ...monitoring.service, syncDue: monitoring.syncDue },
      documents: documents.service,
      notices: notices.service,
    },
  };
}

export type BuiltServices = ReturnType<typeof buildServices>;
