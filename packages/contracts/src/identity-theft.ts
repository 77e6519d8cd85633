import { type Bureau, bureauCodes, bureauLabel } from './bureaus';
import type {
  FraudulentAccount,
  RecoveryPriority,
  RecoveryStepKind,
  SuspiciousPattern,
  TheftItem,
  TheftSignalKind,
} from './identity-theft.contract';

/**
 * The identity theft scan's rules: what the person marked on their file becomes fraudulent
 * accounts, suspicious patterns, a confidence estimate and the recovery steps of the FTC's plan
 * (IdentityTheft.gov). Pure, so the server, the seed and the tests share one definition.
 */

/** A signal as the scan reads it: the marked item's snapshot, or the person's words. */
export interface ScanSignal {
  kind: TheftSignalKind;
  item: TheftItem | null;
  text: string;
}

/** Two items opened or made within this many days of each other look like one spree. */
export const clusterDays = 90;

/** The confidence estimate, shown on hover with the page: base plus a weight per kind of signal. */
export const confidenceWeights = {
  base: 30,
  ACCOUNT: 20,
  INQUIRY: 10,
  ADDRESS: 15,
  FRAUD_STATEMENT: 25,
  max: 95,
} as const;
export const confidenceFormula =
  'Estimate: 30, plus 20 per account and 10 per inquiry you marked as not yours, 15 per address you do not recognise and 25 for a fraud statement, at most 95.';

export function detectionConfidence(signals: readonly ScanSignal[]): number {
  if (signals.length === 0) return 0;
  const sum = signals.reduce<number>((s, x) => s + confidenceWeights[x.kind], confidenceWeights.base);
  return Math.min(confidenceWeights.max, sum);
}

/** What an item's date means: an inquiry's is when it was made; a tracked report item's, when first reported. */
export function itemDateWord(item: Pick<TheftItem, 'kind' | 'key'>): 'made' | 'first reported' | 'opened' {
  if (item.kind === 'INQUIRY') return 'made';
  return item.key.startsWith('issue:') ? 'first reported' : 'opened';
}

const dayMs = 86_400_000;
const daysBetween = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / dayMs;

/** Factors the file itself shows about each item the person marked as not theirs. */
export function fraudulentAccountsOf(signals: readonly ScanSignal[], today: string): FraudulentAccount[] {
  const items = signals.flatMap((s) => (s.item ? [s.item] : []));
  return items.map((item) => {
    const factors = [
      item.kind === 'ACCOUNT'
        ? 'You said you did not open this account'
        : 'You said you did not apply for this credit',
    ];
    if (item.openedDate && daysBetween(item.openedDate, today) <= 365)
      factors.push(`${itemDateWord(item).replace(/^./, (c) => c.toUpperCase())} within the last 12 months`);
    const near = items.filter(
      (o) =>
        o !== item &&
        o.openedDate &&
        item.openedDate &&
        daysBetween(o.openedDate, item.openedDate) <= clusterDays,
    );
    if (near.length > 0)
      factors.push(`${near.length} other item(s) you did not open within ${clusterDays} days of it`);
    if (item.kind === 'ACCOUNT' && item.issueType !== null)
      factors.push('Reported as unpaid or late, in your name');
    return { ...item, suspiciousFactors: factors };
  });
}

export function suspiciousPatternsOf(signals: readonly ScanSignal[]): SuspiciousPattern[] {
  const patterns: SuspiciousPattern[] = [];
  const accounts = signals.filter((s) => s.kind === 'ACCOUNT');
  const inquiries = signals.filter((s) => s.kind === 'INQUIRY');
  if (accounts.length > 0)
    patterns.push({
      title: `${accounts.length} account(s) you did not open`,
      detail: accounts.map((s) => s.item?.creditor ?? s.text).join(', '),
      severity: 'HIGH',
    });
  if (inquiries.length > 0)
    patterns.push({
      title: `${inquiries.length} credit application(s) you did not make`,
      detail: `Hard inquiries by ${inquiries.map((s) => s.item?.creditor ?? s.text).join(', ')}: someone applied for credit in your name.`,
      severity: inquiries.length > 1 ? 'HIGH' : 'MEDIUM',
    });
  for (const s of signals.filter((x) => x.kind === 'ADDRESS'))
    patterns.push({
      title: 'An address you do not recognise',
      detail: `${s.text}: accounts or bills may be going to this address.`,
      severity: 'HIGH',
    });
  for (const s of signals.filter((x) => x.kind === 'FRAUD_STATEMENT'))
    patterns.push({ title: 'A fraud statement is on your file', detail: s.text, severity: 'HIGH' });
  return patterns;
}

/** The public consumer contacts the FTC lists for fraud alerts and freezes (IdentityTheft.gov). */
export const bureauFraudContacts: Record<Bureau, { name: string; phone: string; website: string }> = {
  EQUIFAX: {
    name: 'Equifax',
    phone: '1-800-685-1111',
    website: 'https://www.equifax.com/personal/credit-report-services/',
  },
  EXPERIAN: { name: 'Experian', phone: '1-888-397-3742', website: 'https://www.experian.com/help/' },
  TRANSUNION: {
    name: 'TransUnion',
    phone: '1-888-909-8872',
    website: 'https://www.transunion.com/credit-help',
  },
};

export const ftcReportUrl = 'https://www.identitytheft.gov/';

/** A step as planned: its kind and what it is about (a bureau, an item's key, or nothing). */
export interface PlannedStep {
  kind: RecoveryStepKind;
  subject: string;
  sortOrder: number;
}

/** Items the §605B letter engine can describe honestly: negative accounts and inquiries. */
export function blockLetterFits(item: TheftItem): boolean {
  return item.issueType !== null;
}

/** Recovery steps in the FTC's order: report, police, a fraud alert at each bureau, then each item. */
export function planRecoverySteps(accounts: readonly FraudulentAccount[]): PlannedStep[] {
  const steps: Omit<PlannedStep, 'sortOrder'>[] = [
    { kind: 'FTC_REPORT', subject: '' },
    { kind: 'POLICE_REPORT', subject: '' },
    ...bureauCodes.map((b) => ({ kind: 'FRAUD_ALERT' as const, subject: b })),
    ...accounts.map((a) => ({
      kind: blockLetterFits(a) ? ('BLOCK_LETTER' as const) : ('CLOSE_ACCOUNT' as const),
      subject: a.key,
    })),
  ];
  return steps.map((s, i) => ({ ...s, sortOrder: i + 1 }));
}

/** The step that must be done first: the police and §605B both need the FTC identity theft report. */
export function stepPrerequisite(kind: RecoveryStepKind): RecoveryStepKind | null {
  return kind === 'POLICE_REPORT' || kind === 'BLOCK_LETTER' ? 'FTC_REPORT' : null;
}

export interface StepWording {
  action: string;
  description: string;
  priority: RecoveryPriority;
  estimatedTime: string;
  /** Typical days, for the estimated completion date. */
  estimatedDays: number;
  link: { label: string; url: string } | null;
  contact: { bureau: Bureau; name: string; phone: string; website: string } | null;
}

export function describeStep(
  step: Pick<PlannedStep, 'kind' | 'subject'>,
  item: TheftItem | null,
): StepWording {
  const none = { link: null, contact: null };
  const named = item
    ? `${item.creditor}${item.accountNumber ? ` (ending ${item.accountNumber})` : ''}`
    : 'this item';
  switch (step.kind) {
    case 'FTC_REPORT':
      return {
        ...none,
        action: 'Report the identity theft to the FTC',
        description:
          'Fill in the report at IdentityTheft.gov. It gives you an FTC Identity Theft Report, which the police, the bureaus and creditors accept as proof, and a recovery plan.',
        priority: 'IMMEDIATE',
        estimatedTime: 'About 30 minutes',
        estimatedDays: 1,
        link: { label: 'IdentityTheft.gov', url: ftcReportUrl },
      };
    case 'POLICE_REPORT':
      return {
        ...none,
        action: 'File a police report',
        description:
          'Take your FTC report, a photo ID and proof of address to your local police department and ask for a copy of the report. Enter its number here.',
        priority: 'HIGH',
        estimatedTime: '1 to 3 days',
        estimatedDays: 3,
      };
    case 'FRAUD_ALERT': {
      const bureau = step.subject as Bureau;
      const contact = bureauFraudContacts[bureau];
      return {
        action: `Place a fraud alert or freeze at ${bureauLabel[bureau]}`,
        description: `A fraud alert makes lenders verify it is you before opening credit; a freeze stops new credit until you lift it. Both are free. Call ${contact.phone} or go online.`,
        priority: 'IMMEDIATE',
        estimatedTime: 'About 15 minutes',
        estimatedDays: 1,
        link: { label: `${bureauLabel[bureau]} fraud alert and freeze`, url: contact.website },
        contact: { bureau, ...contact },
      };
    }
    case 'BLOCK_LETTER':
      return {
        ...none,
        action: `Send a §605B block letter for ${named}`,
        description:
          'We write one letter to each bureau that reports it. Print it, sign it and mail it yourself with your FTC report and a copy of your ID: the bureau must block the item within four business days of receiving it.',
        priority: 'HIGH',
        estimatedTime: '4 business days after the bureau receives it',
        estimatedDays: 10,
      };
    case 'CLOSE_ACCOUNT':
      return {
        ...none,
        action: `Ask ${named} to close the account`,
        description:
          'Call the creditor’s fraud department, tell them the account was opened without your permission, and ask them to close it and confirm in writing that you are not liable.',
        priority: 'HIGH',
        estimatedTime: '1 to 2 weeks',
        estimatedDays: 14,
      };
  }
}

/** Today plus the typical days of each step not done: an estimate, labelled as one on the page. */
export function estimatedCompletionDate(today: string, remainingDays: readonly number[]): string {
  const days = remainingDays.reduce((s, d) => s + d, 0);
  return new Date(Date.parse(today) + days * dayMs).toISOString().slice(0, 10);
}

export const recoveryProgress = (done: number, total: number) =>
  total === 0 ? 0 : Math.round((done * 100) / total);
