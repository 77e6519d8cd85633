import { buildApp } from './app';
import { loadConfig } from './config';
import { embeddedMaintenanceEveryMs, maintainEmbedded } from './db/embedded-maintenance';
import { openDatabase } from './db/open-database';
import { acrossOrganizations } from './db/organization-context';
import { selectAi } from './integrations/ai/select-ai';
import { selectPostal } from './integrations/postal/select-postal';
import { loadEncryptionKey } from './platform/crypto/encryption-key';
import { createSecretBox } from './platform/crypto/secret-box';
import { startIntervalJob } from './platform/jobs/interval-job';
import { postgresJobLock, singleProcessJobLock } from './platform/jobs/job-lock';
import { createLogDestination } from './platform/log-destination';
import { createOrganizationsRepository } from './platform/organizations/organizations.repository';
import { platformBrandingFrom } from './platform/organizations/platform-branding';
import { startRuntimeStats } from './platform/runtime/runtime-stats';

async function main() {
  const config = loadConfig();
  const bootLog = { info: (m: string) => console.log(m) };
  const secretBox = createSecretBox(
    loadEncryptionKey({ configured: config.ENCRYPTION_KEY, dataDir: config.dataDir, log: bootLog.info }),
    (config.ENCRYPTION_KEY_PREVIOUS?.split(',') ?? []).map((k) => Buffer.from(k, 'hex')),
  );
  const database = await openDatabase(config, bootLog, secretBox);
  // The platform's own organization shows the company the settings name.
  await createOrganizationsRepository(database.db).setPlatformBranding(platformBrandingFrom(config));
  const logDestination = createLogDestination();
  const app = await buildApp({
    logStream: logDestination.stream,
    config,
    database,
    secretBox,
    ai: selectAi(config),
    postal: selectPostal(config),
  });
  // Each job runs in one process at a time, whichever number of processes share the database.
  const jobLock =
    database.kind === 'postgres' && database.url ? postgresJobLock(database.url) : singleProcessJobLock;
  const { disputes, monitoring, notices, billing, certifiedMail, outcomes, platformOperator } = app.services;
  const jobs = config.JOBS_ENABLED
    ? [
        {
          name: 'tracking-refresh',
          minutes: config.TRACKING_REFRESH_MINUTES,
          work: disputes.refreshTracking,
        },
        // Queued letters retried with backoff, polled tracking read, unscanned deliveries estimated.
        {
          name: 'certified-mail',
          minutes: config.MAIL_JOB_MINUTES,
          // PostGrid refreshes carrier tracking hourly; the print shop's scans move on every run.
          work: () =>
            certifiedMail.tracking.runOnce({
              pollEveryMs:
                config.MAIL_PROVIDER === 'postgrid' ? 30 * 60_000 : config.MAIL_JOB_MINUTES * 60_000,
            }),
        },
        { name: 'monitoring-sync', minutes: config.MONITORING_SYNC_MINUTES, work: monitoring.syncDue },
        { name: 'notices', minutes: config.NOTICES_MINUTES, work: notices.runOnce },
        { name: 'monthly-charges', minutes: config.BILLING_RUN_MINUTES, work: () => billing.charges.run() },
        // White Label companies: each month of service invoiced once it has ended (in arrears).
        {
          name: 'organization-charges',
          minutes: config.BILLING_RUN_MINUTES,
          work: () => billing.organizationBilling.run(),
        },
        // Letters whose 30 days ran out unanswered become NO_ANSWER outcomes; a day's clock, checked hourly.
        { name: 'outcome-clock', minutes: 60, work: outcomes.noAnswerClock },
        // Once the company's calendar turns a month, last month's proof-of-work notices are queued
        // (once per person and month, so an hourly check is harmless); the notices job sends them.
        { name: 'proof-of-work', minutes: 60, work: outcomes.results.queueMonthlyNotices },
        // Reinsertions whose 5 business days passed with no notice are flagged; a day's check, run hourly.
        { name: 'reinsertion-watch', minutes: 60, work: outcomes.reinsertionClock },
        // Operator grants that ran out get their expiry written to both organizations' logs.
        { name: 'operator-access-expiry', minutes: 15, work: platformOperator.recordExpiries },
      ].map((job) => startIntervalJob({ ...job, everyMs: job.minutes * 60_000, lock: jobLock, log: app.log }))
    : [];

  // Expired sessions, old failed sign-ins and day-old idempotency keys are deleted hourly; idempotent, so any process may do it.
  const purge = setInterval(() => {
    acrossOrganizations('backgroundJob', async () => {
      app.services.sessions.purgeExpired().catch((err) => app.log.warn({ err }, 'session purge failed'));
      app.services.idempotentCreate
        .purgeExpired()
        .catch((err) => app.log.warn({ err }, 'idempotency key purge failed'));
    });
  }, 3_600_000);
  purge.unref();
  // The embedded database's stand-in for autovacuum (a no-op on PostgreSQL, which has its own).
  const maintain = setInterval(() => {
    maintainEmbedded(database).catch((err) => app.log.warn({ err }, 'embedded database maintenance failed'));
  }, embeddedMaintenanceEveryMs);
  maintain.unref();

  // Asked for explicitly, so written whatever LOG_LEVEL is (a bench or an operator reads them).
  const statsLog = app.log.child({ module: 'runtime' }, { level: 'info' });
  const runtimeStats =
    config.RUNTIME_STATS_SECONDS > 0
      ? startRuntimeStats(config.RUNTIME_STATS_SECONDS * 1000, (stats) =>
          statsLog.info(stats, 'runtime stats'),
        )
      : null;

  // One shutdown, whatever number of signals arrives (a supervisor and a process group both send one).
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    clearInterval(purge);
    runtimeStats?.stop();
    clearInterval(maintain);
    for (const job of jobs) job.stop();
    // Requests in flight get 10 s; then the process ends regardless (npm start's wrapper allows 13 s).
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await jobLock.close();
      await database.close();
    } finally {
      const dropped = logDestination.droppedLines();
      if (dropped > 0) app.log.warn({ dropped }, 'log lines dropped while the log reader was not reading');
      // Give a slow reader a moment for the last lines; a stalled one is not waited for.
      await logDestination.drain(1_000);
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
