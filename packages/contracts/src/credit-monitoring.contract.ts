import { z } from 'zod';
import { bureau } from './bureau-enum';
import { moneyString } from './common/money-string';
import { personLine } from './common/person-text';
import { addCalendarDays } from './follow-up';

// Credit monitoring connections and their sync history.
export const monitoringProviders = ['IDENTITY_IQ', 'EXPERIAN', 'SMART_CREDIT'] as const;
export const monitoringProvider = z.enum(monitoringProviders);
export type MonitoringProvider = z.infer<typeof monitoringProvider>;
export const monitoringProviderLabels: Record<MonitoringProvider, string> = {
  IDENTITY_IQ: 'IdentityIQ',
  EXPERIAN: 'Experian',
  SMART_CREDIT: 'SmartCredit',
};

export const syncFrequencies = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export const syncFrequency = z.enum(syncFrequencies);
export type SyncFrequency = z.infer<typeof syncFrequency>;
export const syncFrequencyLabels: Record<SyncFrequency, string> = {
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
};
/** Sync frequency defaults to DAILY with auto-sync on. */
export const monitoringDefaults = { syncFrequency: 'DAILY', autoSyncEnabled: true } as const;
/** Days between automatic syncs of each frequency. */
export const syncIntervalDays: Record<SyncFrequency, number> = { DAILY: 1, WEEKLY: 7, MONTHLY: 30 };
/** The 5 newest sync history entries are shown. */
export const syncHistoryShown = 5;

export const syncStatuses = ['SUCCESS', 'FAILED', 'PENDING'] as const;
export const syncStatus = z.enum(syncStatuses);
export type SyncStatus = z.infer<typeof syncStatus>;

/** Where the file came from: the built-in sandbox (shown with a 'Sandbox' badge) or Experian. */
export const bureauSources = ['sandbox', 'experian'] as const;
export const bureauSource = z.enum(bureauSources);
export type BureauSource = z.infer<typeof bureauSource>;

export const creditMonitoringMessages = {
  missingTitle: 'Missing Information',
  missingFields: 'Please fill in all required fields.',
  added: 'Connection Added',
  addFailed: 'Failed to add credit monitoring connection.',
  syncComplete: 'Sync Complete',
  syncFailedTitle: 'Sync Failed',
  syncFailed: 'Failed to sync credit monitoring data.',
  removed: 'Connection Removed',
  removeFailed: 'Failed to delete credit monitoring connection.',
  alreadyConnected: 'This provider is already connected; remove it first to connect another account',
} as const;

export const experianMessages = {
  connectedTitle: 'Successfully Connected',
  connected: 'Your Experian credit monitoring is now active',
  failedTitle: 'Connection Failed',
  failed: 'Failed to connect to Experian',
  missingTitle: 'Missing Information',
  pleaseFillIn: 'Please fill in: ',
  authorizationRequired: 'Please authorize us to obtain your credit report',
  ssnInvalid: 'Enter a valid 9-digit Social Security number or ITIN',
  stateInvalid: 'Use the two-letter state code',
  zipInvalid: 'Enter a 5-digit ZIP code or ZIP+4',
  dobInvalid: 'Enter the date of birth as YYYY-MM-DD',
  dobFuture: 'The date of birth cannot be in the future',
  dobUnder18: 'You must be at least 18 years old to connect a credit file',
} as const;

/**
 * FCRA §604(a)(2): a consumer report may be obtained with the consumer's written instruction.
 * The person ticks a box beside this text; the server records it with the time and IP.
 */
export const fcraAuthorizationStatement =
  'I authorize this service, under the Fair Credit Reporting Act, to obtain my credit report and credit score from Experian and the other consumer reporting agencies now and periodically while my monitoring is active, to show them to me and to use them to help repair my credit.';

/** The spec's field names in the order the form shows them, with its labels ('Please fill in: ' lists these). */
export const personalInfoFieldLabels = {
  firstName: 'First Name',
  lastName: 'Last Name',
  ssn: 'SSN',
  dateOfBirth: 'Date of Birth',
  'address.line1': 'Street Address',
  'address.city': 'City',
  'address.state': 'State',
  'address.zipCode': 'ZIP Code',
} as const;
export type PersonalInfoField = keyof typeof personalInfoFieldLabels;

/** 'Please fill in: First Name, SSN'. */
export const pleaseFillIn = (missing: PersonalInfoField[]) =>
  `${experianMessages.pleaseFillIn}${missing.map((f) => personalInfoFieldLabels[f]).join(', ')}`;

export const ssnDigits = (ssn: string) => ssn.replace(/[\s-]/g, '');

/**
 * A Social Security number as the SSA issues them: 9 digits, never area 000 or 666, group 00 or
 * serial 0000. An area starting with 9 is an ITIN (the IRS's number for people without an SSN),
 * accepted because ITIN holders have credit files too.
 */
export function isValidSsn(value: string): boolean {
  if (!/^\d{3}-?\d{2}-?\d{4}$/.test(value.trim())) return false;
  const d = ssnDigits(value);
  const area = d.slice(0, 3);
  if (area === '000' || area === '666') return false;
  if (d.slice(3, 5) === '00' || d.slice(5) === '0000') return false;
  return true;
}

export const minimumAge = 18;
/** The latest date of birth of someone who is 18 on `today` (YYYY-MM-DD). */
export function latestAdultBirthDate(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  // 29 February: the 18th birthday falls on 1 March in a year without it.
  const candidate = `${String(y - minimumAge).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return m === 2 && d === 29 && (y - minimumAge) % 4 !== 0 ? addCalendarDays(candidate, -1) : candidate;
}

const text = (max: number) => z.string().trim().max(max);

/** The personal information of the connect form, checked; `today` is the company's calendar day. */
export const experianPersonalInfoFor = (today: string) =>
  z.object({
    firstName: personLine(text(60).min(1, 'Required'), 'First name'),
    lastName: personLine(text(60).min(1, 'Required'), 'Last name'),
    ssn: z.string().trim().refine(isValidSsn, experianMessages.ssnInvalid),
    dateOfBirth: z.iso
      .date(experianMessages.dobInvalid)
      .refine((d) => d <= today, experianMessages.dobFuture)
      .refine((d) => d > today || d <= latestAdultBirthDate(today), experianMessages.dobUnder18),
    address: z.object({
      line1: personLine(text(120).min(1, 'Required'), 'Street address'),
      city: personLine(text(60).min(1, 'Required'), 'City'),
      state: z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/, experianMessages.stateInvalid)
        .transform((s) => s.toUpperCase()),
      zipCode: z
        .string()
        .trim()
        .regex(/^\d{5}(-?\d{4})?$/, experianMessages.zipInvalid),
    }),
  });
export type ExperianPersonalInfo = z.output<ReturnType<typeof experianPersonalInfoFor>>;

const loose = z.string().max(200).optional();
/**
 * POST /api/experian/connect: the spec's `personalInfo`, and the written authorisation the law
 * asks for. Fields are loose here so that every missing one can be named; the service checks them
 * against `experianPersonalInfoFor`.
 */
export const experianConnectRequest = z
  .object({
    personalInfo: z
      .object({
        firstName: loose,
        lastName: loose,
        ssn: loose,
        dateOfBirth: loose,
        address: z.object({ line1: loose, city: loose, state: loose, zipCode: loose }).partial().optional(),
      })
      .optional(),
    /** The box beside `fcraAuthorizationStatement` was ticked. */
    fcraAuthorized: z.boolean().optional(),
  })
  .strict();
export type ExperianConnectRequest = z.input<typeof experianConnectRequest>;

/** The names of the fields left blank (after trimming), in the form's order. */
export function missingPersonalInfo(info: ExperianConnectRequest['personalInfo']): PersonalInfoField[] {
  const value = (f: PersonalInfoField) => {
    const [head, tail] = f.split('.') as [string, string | undefined];
    const v = tail
      ? (info?.address as Record<string, unknown> | undefined)?.[tail]
      : (info as Record<string, unknown> | undefined)?.[head];
    return typeof v === 'string' ? v.trim() : '';
  };
  return (Object.keys(personalInfoFieldLabels) as PersonalInfoField[]).filter((f) => !value(f));
}

/** A field of the form that is either still blank (named by 'Please fill in') or passes `schema`. */
const blankOr = (schema: z.ZodType) =>
  z.string().superRefine((value, ctx) => {
    if (!value.trim()) return;
    const result = schema.safeParse(value);
    if (!result.success)
      ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'Invalid' });
  });

/** The connect form, flat: the server's format rules; blanks are listed by 'Please fill in'. */
export const experianConnectFormFor = (today: string) => {
  const checked = experianPersonalInfoFor(today);
  return z.object({
    firstName: z.string(),
    lastName: z.string(),
    ssn: blankOr(checked.shape.ssn),
    dateOfBirth: blankOr(checked.shape.dateOfBirth),
    line1: z.string(),
    city: z.string(),
    state: blankOr(checked.shape.address.shape.state),
    zipCode: blankOr(checked.shape.address.shape.zipCode),
    fcraAuthorized: z.boolean().refine((v) => v, experianMessages.authorizationRequired),
  });
};

export const monitoringConnection = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  provider: monitoringProvider,
  accountEmail: z.string(),
  syncFrequency,
  autoSyncEnabled: z.boolean(),
  isActive: z.boolean(),
  lastSyncDate: z.string().nullable(),
  /** Experian connections made from the personal-information form: the SSN's last four only. */
  ssnLast4: z.string().nullable(),
  source: bureauSource,
  createdAt: z.string(),
});
export type MonitoringConnection = z.infer<typeof monitoringConnection>;
export const monitoringConnectionList = z.array(monitoringConnection);

export const removedItem = z.object({
  issueId: z.number().int().nullable(),
  title: z.string(),
  creditor: z.string(),
  /** Our dispute the removal followed, when there was one. */
  creditedDisputeId: z.number().int().nullable(),
});
export type RemovedItem = z.infer<typeof removedItem>;

export const syncHistoryEntry = z.object({
  id: z.number().int(),
  connectionId: z.number().int(),
  provider: monitoringProvider,
  syncDate: z.string(),
  syncStatus,
  /** New negative items this sync found (each became a credit issue). */
  issuesFound: z.number().int(),
  itemsRemoved: z.number().int(),
  removedItems: z.array(removedItem),
  /** Points since the previous score; null when the sync failed or gave no score. */
  scoreChange: z.number().int().nullable(),
  score: z.number().int().nullable(),
  message: z.string().nullable(),
});
export type SyncHistoryEntry = z.infer<typeof syncHistoryEntry>;
export const syncHistoryList = z.array(syncHistoryEntry);

/** POST /api/credit-monitoring-connections; the spec's `credentialsEncrypted` (base64) is accepted and ignored. */
export const createMonitoringConnectionRequest = z
  .object({
    provider: monitoringProvider.optional(),
    accountEmail: z.string().trim().max(254).optional(),
    password: z.string().max(200).optional(),
    syncFrequency: syncFrequency.default(monitoringDefaults.syncFrequency),
    autoSyncEnabled: z.boolean().default(monitoringDefaults.autoSyncEnabled),
    userId: z.number().int().positive().optional(),
    credentialsEncrypted: z.string().max(400).optional(),
  })
  .strict();
export type CreateMonitoringConnectionRequest = z.input<typeof createMonitoringConnectionRequest>;

/** The add-connection dialog: provider, email and password required. */
export const monitoringConnectionForm = z.object({
  provider: z.string().min(1, creditMonitoringMessages.missingFields),
  accountEmail: z
    .string()
    .trim()
    .min(1, creditMonitoringMessages.missingFields)
    .pipe(z.email('Enter a valid email address')),
  password: z.string().min(1, creditMonitoringMessages.missingFields),
  syncFrequency,
  autoSyncEnabled: z.boolean(),
});

export const importSummary = z.object({
  issuesCreated: z.number().int(),
  issuesAlreadyKnown: z.number().int(),
  itemsRemoved: z.number().int(),
  score: z.number().int().nullable(),
  scoreChange: z.number().int().nullable(),
  accounts: z.number().int(),
  inquiries: z.number().int(),
  publicRecords: z.number().int(),
});
export type ImportSummary = z.infer<typeof importSummary>;

export const experianConnectResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  connection: monitoringConnection,
  imported: importSummary,
});
export type ExperianConnectResponse = z.infer<typeof experianConnectResponse>;

export const syncResponse = z.object({
  connection: monitoringConnection,
  entry: syncHistoryEntry,
});
export type SyncResponse = z.infer<typeof syncResponse>;

// Document 001 section 3: the admin's views of connections and credit data.
export const adminCreditConnection = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  user: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  accountEmail: z.string(),
  provider: monitoringProvider,
  isActive: z.boolean(),
  lastSyncDate: z.string().nullable(),
  source: bureauSource,
});
export type AdminCreditConnection = z.infer<typeof adminCreditConnection>;
export const adminCreditConnectionList = z.array(adminCreditConnection);

export const accountPaymentStatuses = [
  'Current',
  '30 Days Late',
  '60 Days Late',
  '90 Days Late',
  'Collection',
  'Charge-off',
  'Repossession',
] as const;
export type AccountPaymentStatus = (typeof accountPaymentStatuses)[number];

export const creditData = z.object({
  score: z.number().int().nullable(),
  reportDate: z.iso.date(),
  source: bureauSource,
  accounts: z.array(
    z.object({
      accountName: z.string(),
      accountType: z.string(),
      balance: moneyString,
      paymentStatus: z.enum(accountPaymentStatuses),
      bureaus: z.array(bureau),
    }),
  ),
  inquiries: z.array(
    z.object({
      creditor: z.string(),
      inquiryType: z.string(),
      inquiryDate: z.iso.date(),
      bureaus: z.array(bureau),
    }),
  ),
  publicRecords: z.array(
    z.object({
      recordType: z.string(),
      filedDate: z.iso.date(),
      amount: moneyString.nullable(),
      status: z.string(),
      bureaus: z.array(bureau),
    }),
  ),
});
export type CreditData = z.infer<typeof creditData>;

export const creditProfileMessages = {
  loadingProfiles: 'Loading client credit profiles...',
  loadingData: 'Loading credit data...',
  unavailableTitle: 'Credit Data Unavailable',
  unavailable: 'Unable to retrieve credit data for this client.',
  emptyTitle: 'No Credit Connections Yet',
  unknownClient: 'Unknown Client',
} as const;
