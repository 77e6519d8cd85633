import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { AiPort } from './integrations/ai/ai.port';
import { selectBanking } from './integrations/banking/select-banking';
import type { BureauPort } from './integrations/bureaus/bureaus.port';
import type { MailPort } from './integrations/mail/mail.port';
import type { PaymentsPort } from './integrations/payments/payments.port';
import type { PostalPort } from './integrations/postal/postal.port';
import type { PrintMailPort } from './integrations/print-mail/print-mail.port';
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
import { certifiedMailModule } from './modules/certified-mail/certified-mail.module';
import { mailPostageFrom } from './modules/certified-mail/mail-postage';
import { clientImportModule } from './modules/client-import/client-import.module';
import { clientTableModule } from './modules/client-table/client-table.module';
import { companySignupModule } from './modules/company-signup/company-signup.module';
import { creditBuildingModule } from './modules/credit-building/credit-building.module';
import { creditGoalsModule } from './modules/credit-goals/credit-goals.module';
import { creditIssuesModule } from './modules/credit-issues/credit-issues.module';
import { creditMixModule } from './modules/credit-mix/credit-mix.module';
import { creditMonitoringModule } from './modules/credit-monitoring/credit-monitoring.module';
import { creditReportsModule } from './modules/credit-reports/credit-reports.module';
import { creditToolsModule } from './modules/credit-tools/credit-tools.module';
import { disputeOutcomesModule } from './modules/dispute-outcomes/dispute-outcomes.module';
import { createLedgerDeletions } from './modules/dispute-outcomes/ledger-deletions';
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
import { organizationSettingsModule } from './modules/organization-settings/organization-settings.module';
import { plansModule } from './modules/plans/plans.module';
import { platformOperatorModule } from './modules/platform-operator/platform-operator.module';
import { rentReportingModule } from './modules/rent-reporting/rent-reporting.module';
import { reportUploadsModule } from './modules/report-uploads/report-uploads.module';
import { secureChatModule } from './modules/secure-chat/secure-chat.module';
import { sensitiveAccessModule } from './modules/sensitive-access/sensitive-access.module';
import { studentLoansModule } from './modules/student-loans/student-loans.module';
import { supportModule } from './modules/support/support.module';
import { taxIntegrationsModule } from './modules/tax-integrations/tax-integrations.module';
import { teamModule } from './modules/team/team.module';
import { clientAdminModule } from './modules/users/client-admin.module';
import { usersModule } from './modules/users/users.module';
import { utilizationModule } from './modules/utilization/utilization.module';
import { workQueueModule } from './modules/work-queue/work-queue.module';
import type { AuditLog } from './platform/audit/audit-log';
import type { Sessions } from './platform/auth/sessions';
import type { SecretBox } from './platform/crypto/secret-box';
import type { IdempotentCreate } from './platform/idempotency/idempotent-create';
import type { LiveEvents } from './platform/live/live-events';
import type { BrandBook } from './platform/organizations/organization-brand';

/** What the services are built from: configuration, the database, the ports and the platform's parts. */
export interface ServiceDeps {
  config: Config;
  database: DatabaseHandle;
  secretBox: SecretBox;
  ai: AiPort;
  postal: PostalPort;
  payments: PaymentsPort;
  bureaus: BureauPort;
  printMail: PrintMailPort;
  mail: MailPort;
  /** Each organization's brand: what its pages, letters, contracts, e-mails and PDFs show. */
  brands: BrandBook;
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
  const { brandOf } = deps.brands;
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
    brandOf,
    mail,
    publicUrl: config.publicUrl,
    log,
  });
  const users = usersModule({ db, secretBox, audit });
  const companySignup = companySignupModule({
    db,
    mail,
    sessions,
    audit,
    publicUrl: config.publicUrl,
    platformName: config.COMPANY_NAME,
    perIpPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
  });
  const plans = plansModule({ db });
  const reports = creditReportsModule({ db, audit });
  const issues = creditIssuesModule({ db, secretBox, audit, timeZone });
  // Billing gates dispute mailing (CROA cancellation period) and Pro's allowance, and bills for the
  // letters mailed, which it reads from a read-only view of the disputes.
  const mailPostage = mailPostageFrom(db);
  const billing = billingModule({
    db,
    config,
    payments: deps.payments,
    activity: disputeActivityFrom(createDisputeHistory(db)),
    brandOf,
    postage: mailPostage,
    organizationPostage: mailPostage,
    deletions: createLedgerDeletions(db),
  });
  // Before disputes: the tracking job's follow-up notices go out through the person's choices.
  const notices = noticesModule({
    db,
    mail,
    secretBox,
    publicUrl: config.publicUrl,
    organizationOf: sessions.organizationOf,
    timeZone,
    log,
  });
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
    brandOf,
    log,
  });
  users.service.whenAddressSaved((person) => disputes.service.fillSenderAddress(person));
  const platformOperator = platformOperatorModule({
    db,
    audit,
    timeZone,
    billingStatus: billing.organizationBilling.statusByOrganization,
  });
  // Before client admin: who owns an organization decides whether its last admin may be demoted.
  const team = teamModule({
    db,
    mail,
    sessions,
    audit,
    notices: notices.service,
    publicUrl: config.publicUrl,
    perIpPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
  });
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
    owners: team.service,
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
  // Before the imports: each file brought in is compared into the outcome ledger in its transaction.
  const outcomes = disputeOutcomesModule({
    db,
    timeZone,
    publicUrl: config.publicUrl,
    queueNotice: (n) => notices.service.queueOnce({ ...n, kind: 'PROOF_OF_WORK' }),
    queuedNoticeKeys: notices.service.queuedKeys,
    letterPath: {
      letters: creditTools.letters,
      issues: issues.service,
      users: users.service,
      disputes: disputes.service,
    },
  });
  const bureauResponses = bureauResponsesModule({
    db,
    ai,
    audit,
    disputes: disputes.service,
    issues: issues.service,
    users: users.service,
    timeZone,
    secretBox,
    outcomes: outcomes.service,
    watch: outcomes.watch,
    readingTimeLimitMs: config.REPORT_READING_TIMEOUT_MS,
    log: (err) => log.error({ err }, 'A bureau answer letter could not be read'),
  });
  const reportUploads = reportUploadsModule({
    db,
    outcomes: outcomes.service,
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
    outcomes: outcomes.service,
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
    brandOf,
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
  const clientImport = clientImportModule({ db, audit, secretBox, invitations: auth.passwordLinks });
  const sensitiveAccess = sensitiveAccessModule({ db, audit, secretBox });
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
  // After documents: enclosures come from the vault; the letters and their clocks are the disputes module's.
  const certifiedMail = certifiedMailModule({
    db,
    port: deps.printMail,
    secretBox,
    letters: disputes.mailing,
    disputes: disputes.tracking,
    documents: documents.service,
    lobWebhookSecret: config.LOB_WEBHOOK_SECRET,
    timeZone,
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
  const organizationSettings = organizationSettingsModule({ db, audit });

  return {
    /** Every module, in the order its routes and hooks are registered. */
    modules: [
      health,
      auth,
      users,
      companySignup,
      plans,
      reports,
      issues,
      billing,
      notices,
      disputes,
      platformOperator,
      team,
      clientAdmin,
      goals,
      creditTools,
      bureauResponses,
      outcomes,
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
      clientImport,
      sensitiveAccess,
      documents,
      certifiedMail,
      aiAssistant,
      organizationSettings,
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
      platformOperator: platformOperator.service,
      monitoring: { ...monitoring.service, syncDue: monitoring.syncDue },
      documents: documents.service,
      notices: notices.service,
      certifiedMail: { ...certifiedMail.service, tracking: certifiedMail.tracking },
      outcomes: {
        ...outcomes.service,
        noAnswerClock: outcomes.noAnswerClock,
        reinsertionClock: outcomes.reinsertionClock,
        reinsertions: outcomes.watch,
        results: outcomes.results,
      },
    },
  };
}

export type BuiltServices = ReturnType<typeof buildServices>;
