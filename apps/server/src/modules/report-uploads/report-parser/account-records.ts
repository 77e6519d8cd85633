import type { Bureau } from '@app/contracts/bureaus';
import {
  type HistoryMonth,
  historyOf,
  latestLateMonth,
  negativeKindOf,
  statusOf,
  worstLate,
} from './account-status';
import { bureausIn } from './bureau-names';
import { cleanCreditor, isPlausibleCreditor } from './creditor-names';
import type { BureauDetail, ParsedAccount } from './parsed-report';
import { centsIn, centsOfField, hasMoney, isBlankValue, isoDateIn, last4Of } from './report-values';
import type { ReportField } from './report-vocabulary';

/** What one reader saw of one account: its fields as printed, for one bureau or for the bureaus listed. */
export interface AccountRecord {
  creditor: string;
  bureaus: Bureau[];
  fields: Partial<Record<ReportField, string>>;
  history: HistoryMonth[];
  /** Read under a collections heading: a collector's account even when its status does not say so. */
  inCollections: boolean;
  /** Text around the fields that may carry a status ("Charged off" written beside the name). */
  loose?: string;
}

/** Adds a value to a record's field; several status or remark texts are kept together. */
export function putField(record: AccountRecord, field: ReportField, value: string) {
  const v = value.trim();
  if (isBlankValue(v) || field === 'other') return;
  const had = record.fields[field];
  if (field === 'status' || field === 'remarks' || field === 'type')
    record.fields[field] = had ? `${had}; ${v}` : v;
  else if (field === 'history') record.history.push(...historyOf(v));
  else record.fields[field] ??= v;
}

/** True when a record carries anything an account has (a balance, a status, a number...). */
export const hasAccountFields = (r: AccountRecord) =>
  (['number', 'status', 'balance', 'type', 'opened', 'dofd', 'pastDue', 'remarks'] as ReportField[]).some(
    (f) => r.fields[f] !== undefined,
  ) || r.history.length > 0;

const inquiryOnly = /\binquir(?:y|ies)\b|\bhard pull\b/i;

/** The account a record describes, with its bureau's detail; null when the record is not an account. */
export function accountOf(record: AccountRecord): ParsedAccount | null {
  const creditor = cleanCreditor(record.creditor);
  if (!isPlausibleCreditor(creditor) || !hasAccountFields(record)) return null;
  const f = record.fields;
  // An inquiry listed among accounts is never an account.
  if (inquiryOnly.test(`${f.type ?? ''} ${f.status ?? ''}`) && !f.balance && !f.number) return null;
  let original = f.originalCreditor ?? null;
  let highBalance = centsOfField(f.highBalance);
  if (original && hasMoney(original)) {
    // "Original: $1,287.00" under a collection is the original amount, not a creditor.
    highBalance ??= centsIn(original);
    original = null;
  }
  const statusText = [f.status, f.remarks, f.type, record.loose].filter(Boolean).join('; ');
  const status = statusOf(statusText);
  let kind = negativeKindOf(status, record.history);
  if (record.inCollections && kind !== 'CHARGE_OFF' && kind !== 'REPOSSESSION' && kind !== 'FORECLOSURE')
    kind = 'COLLECTION';
  const daysLate = Math.max(status.daysLate, worstLate(record.history));
  const detail = (bureau: Bureau | null): BureauDetail => ({
    bureau,
    statusText: f.status ?? null,
    status,
    kind,
    balanceCents: centsOfField(f.balance),
    pastDueCents: centsOfField(f.pastDue),
    highBalanceCents: highBalance,
    opened: isoDateIn(f.opened),
    dofd: isoDateIn(f.dofd),
    reported: isoDateIn(f.reported),
    history: record.history,
  });
  const bureaus = record.bureaus.length ? record.bureaus : bureausIn(f.bureau ?? '');
  return {
    creditor,
    accountType: f.type?.split(';')[0]?.trim() ?? null,
    status: f.status ?? (kind ? statusText.slice(0, 80) || null : null),
    balanceCents: centsOfField(f.balance),
    accountLast4: last4Of(f.number),
    bureaus,
    negative: kind,
    daysLate,
    originalCreditor: original && !isBlankValue(original) ? original : null,
    disputed: /disput/i.test(statusText),
    // A late payment is dated by its latest late month (else the first delinquency or the bureau's
    // report date), never by the open date; other items by the first delinquency, else the opening.
    dateReported:
      kind === 'LATE_PAYMENT'
        ? (latestLateMonth(record.history) ?? isoDateIn(f.dofd) ?? isoDateIn(f.reported))
        : (isoDateIn(f.dofd) ?? isoDateIn(f.opened)),
    details: bureaus.length ? bureaus.map(detail) : [detail(null)],
  };
}
