import path from 'node:path';
import { mailProviders } from '@app/contracts/certified-mail.contract';
import { z } from 'zod';

/**
 * Which proxies may speak for the client in X-Forwarded-*: a hop count ("1" for one reverse proxy) or
 * a comma-separated list of addresses or CIDR ranges. "true" (trust every hop) is refused: anyone could
 * then choose the address written in the audit log and counted by the rate limits.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    const value = v?.trim() ?? '';
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return hops;
    } else if (
      value !== 'true' &&
      value.split(',').every((a) => /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(a.trim()))
    ) {
      return value.split(',').map((a) => a.trim());
    }
    ctx.addIssue({
      code: 'custom',
      message:
        'TRUST_PROXY takes the number of proxy hops in front of the app (1 to 10) or their addresses (comma-separated IPs or CIDR ranges), never "true"',
    });
    return z.NEVER;
  });

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/**
 * The driver shortcuts of db/fast-paths (on by default); `off` runs every query on the plain
 * Drizzle and driver path, which answers the same, for when a driver upgrade breaks a shortcut.
 */
export const dbFastPaths = z.enum(['on', 'off']).default('on');

/** Every setting the server reads; the only reader of process.env. */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  /** Loopback by default: a development server with demo accounts is not reachable from elsewhere. */
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  DB_FAST_PATHS: dbFastPaths,
  SEED_DEMO: bool,
  REDIS_URL: z.string().optional(),
  /** Starts every key the app writes to Redis, so several deployments (or test runs) can share one. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, 'REDIS_KEY_PREFIX takes letters, digits and . : _ - (at most 64)')
    .default('credit-repair:'),
  TRUST_PROXY: trustProxy,
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'ENCRYPTION_KEY must be 64 hex characters (32 bytes)')
    .optional(),
  /** Earlier keys, comma-separated, still accepted for reading after a rotation. */
  ENCRYPTION_KEY_PREVIOUS: z
    .string()
    .regex(
      /^([0-9a-f]{64})(,[0-9a-f]{64})*$/i,
      'ENCRYPTION_KEY_PREVIOUS must be 64-hex keys separated by commas',
    )
    .optional(),
  /** Second factor for admins; unset: required when NODE_ENV=production, optional otherwise. */
  ADMIN_MFA: z.enum(['required', 'optional']).optional(),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  LEAD_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  SUPPORT_CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  LOGIN_LOCKOUT_ATTEMPTS: z.coerce.number().int().min(1).default(10),
  LOGIN_LOCKOUT_MINUTES: z.coerce.number().int().min(1).default(15),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
  SMTP_URL: z.string().optional(),
  /** Development and tests only: every mail is also written whole (links included) to this folder. */
  DEV_MAILDIR: z.string().optional(),
  /** The address people open the app at, for links in e-mails; http://localhost:PORT when unset. */
  PUBLIC_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Credit Repair <no-reply@example.com>'),
  COMPANY_NAME: z.string().default('Credit Repair Co.'),
  COMPANY_ADDRESS: z.string().default('100 Main Street, Suite 200, Springfield, IL 62701'),
  SUPPORT_EMAIL: z.string().default('support@example.com'),
  TEAM_EMAIL: z.string().default('team@example.com'),
  AI_PROVIDER: z.enum(['builtin', 'openai']).default('builtin'),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  /** How long reading one uploaded credit report may take (PDF text, OCR, parsing) before it answers 422. */
  REPORT_READING_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /** What one person may keep in the document vault altogether. */
  DOCUMENT_QUOTA_MB: z.coerce.number().int().min(1).max(100_000).default(200),
  /** How long reading one vault document (PDF text, OCR) may take before it is marked unreadable. */
  DOCUMENT_READING_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  POSTAL_PROVIDER: z.enum(['simulated', 'usps']).default('simulated'),
  USPS_CLIENT_ID: z.string().optional(),
  USPS_CLIENT_SECRET: z.string().optional(),
  USPS_BASE_URL: z.url().optional(),
  USPS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  POSTAL_SIMULATOR_TIME_SCALE: z.coerce.number().min(1).max(1_000_000).default(1),
  /** Who prints and mails certified letters: the built-in print shop unless a provider is named. */
  MAIL_PROVIDER: z.enum(mailProviders).default('simulated'),
  LOB_API_KEY: z.string().optional(),
  LOB_BASE_URL: z.url().optional(),
  LOB_WEBHOOK_SECRET: z.string().optional(),
  POSTGRID_API_KEY: z.string().optional(),
  POSTGRID_BASE_URL: z.url().optional(),
  MAIL_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  /** How often the mail job sends queued letters, reads tracking and estimates unscanned deliveries. */
  MAIL_JOB_MINUTES: z.coerce.number().min(0.05).default(1),
  /** Tax returns: only the built-in simulation until a tax data provider is contracted. */
  TAX_PROVIDER: z.enum(['simulated']).default('simulated'),
  BUREAU_PROVIDER: z.enum(['sandbox', 'experian']).default('sandbox'),
  EXPERIAN_CLIENT_ID: z.string().optional(),
  EXPERIAN_CLIENT_SECRET: z.string().optional(),
  EXPERIAN_SUBSCRIBER_CODE: z.string().optional(),
  EXPERIAN_BASE_URL: z.url().optional(),
  EXPERIAN_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** How often the auto-sync job looks for monitoring connections that are due. */
  MONITORING_SYNC_MINUTES: z.coerce.number().min(0.1).default(15),
  JOBS_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** How long the admin analytics figures are served from the latest count before counting again. */
  ANALYTICS_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  TRACKING_REFRESH_MINUTES: z.coerce.number().min(0.1).default(5),
  /** How often the notices job queues new events and sends the e-mail notices. */
  NOTICES_MINUTES: z.coerce.number().min(0.1).default(2),
  PAYMENTS_PROVIDER: z.enum(['builtin', 'stripe']).default('builtin'),
  /** The built-in test-mode processor in production: only when this is set explicitly. */
  PAYMENTS_TEST_MODE: bool,
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Only to point the Stripe client at a fake API in tests. */
  STRIPE_API_HOST: z.string().optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  /** CROA records (signed agreements) are kept at least this long; never less than 2 years. */
  AGREEMENT_RETENTION_YEARS: z.coerce.number().int().min(2).max(100).default(2),
  /** The company's own time zone: the cancellation period ends at midnight there. */
  COMPANY_TIME_ZONE: z.string().default('America/New_York'),
  BILLING_RUN_MINUTES: z.coerce.number().min(0.1).default(60),
  /** Every this many seconds, log the event loop's delay and the memory in use (0: never). */
  RUNTIME_STATS_SECONDS: z.coerce.number().min(0).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
});

export type Config = Omit<z.infer<typeof configSchema>, 'ADMIN_MFA'> & {
  ADMIN_MFA: 'required' | 'optional';
  webDistDir: string;
  dataDir: string;
  publicUrl: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production' && !c.ENCRYPTION_KEY) {
    throw new Error('ENCRYPTION_KEY is required when NODE_ENV=production');
  }
  // Whole mails on disk hold live password links: never where real people's mail goes.
  if (c.NODE_ENV === 'production' && c.DEV_MAILDIR) {
    throw new Error(
      'DEV_MAILDIR writes whole e-mails, live links included, to disk: never with NODE_ENV=production',
    );
  }
  // The built-in processor takes card numbers on our own server; a real deployment must never do that.
  if (c.NODE_ENV === 'production' && c.PAYMENTS_PROVIDER === 'builtin' && !c.PAYMENTS_TEST_MODE) {
    throw new Error(
      'PAYMENTS_PROVIDER=builtin is a test-mode processor: with NODE_ENV=production set PAYMENTS_PROVIDER=stripe, or PAYMENTS_TEST_MODE=true for a test deployment',
    );
  }
  return {
    ...c,
    ADMIN_MFA: c.ADMIN_MFA ?? (c.NODE_ENV === 'production' ? 'required' : 'optional'),
    dataDir: path.resolve(c.DATA_DIR),
    publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    webDistDir: path.resolve(c.WEB_DIST_DIR ?? defaultWebDist()),
  };
}

// The server runs from apps/server (npm workspaces) or the repo root; the web build sits beside it.
function defaultWebDist() {
  const here = path.dirname(new URL(import.meta.url).pathname);
  return path.resolve(here, '../../web/dist');
}
