import type { Bureau } from '@app/contracts/bureaus';
import { type AccountRecord, accountOf, hasAccountFields, putField } from './account-records';
import { type HistoryMonth, historyOf } from './account-status';
import { bureauNamed, bureausIn } from './bureau-names';
import { cleanCreditor, isPlausibleCreditor } from './creditor-names';
import type { ParsedAccount } from './parsed-report';
import { accountTokenIn, dateMatch, hasMoney, isBlankValue } from './report-values';
import { fieldOfLabel, type ReportField } from './report-vocabulary';

const accountTypeWords =
  /^(?:credit card|charge card|auto loan|student loan|personal loan|mortgage|installment|revolving|collection|open account|line of credit|retail card|secured card|medical|telecom|utility)$/i;

/** The creditor named on the first line of an account entry, and what else that line says. */
export function entryHeader(text: string, cells: string[], inCollections: boolean) {
  const first = cells.length > 1 ? (cells[0] as string) : text;
  const token = accountTokenIn(text);
  let name = first
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(?:acct|account)\s*(?:#|number|no\.?)?\s*:?\s*[X*x\d][X*x\d-]{3,}/i, ' ')
    .replace(/#\s?[X*x\d.][X*x\d.-]{3,}/, ' ')
    .replace(/(?:\*{2,}|\.{3})\d{2,4}\b/, ' ');
  let accountType: string | null = null;
  const bureaus = bureausIn(/\(([^)]*)\)\s*$/.exec(name)?.[1] ?? '');
  const inParens = /\(([^)]*)\)\s*$/.exec(name.trim());
  if (inParens && !/fictitious/i.test(inParens[1] as string)) {
    if (!bureaus.length) accountType = inParens[1] as string;
    name = name.trim().slice(0, inParens.index);
  }
  let originalCreditor: string | null = null;
  const forMatch = inCollections
    ? /^(.+?)\s+(?:for|on behalf of|orig(?:inal)?:?)\s+(.+)$/i.exec(name.trim())
    : null;
  if (forMatch) {
    name = forMatch[1] as string;
    originalCreditor = (forMatch[2] as string).replace(/\s*\(fictitious\)\s*/i, '').trim();
  }
  const rest = cells.slice(1).filter((c) => c !== token);
  accountType ??= rest.find((c) => accountTypeWords.test(c.trim())) ?? null;
  return {
    creditor: cleanCreditor(name),
    accountToken: token,
    accountType,
    originalCreditor,
    bureaus,
    rest: rest.filter((c) => c !== accountType).join(' '),
  };
}

/**
 * One account as a run of lines: its name, then labelled lines, per-bureau values ("TU: ...") or a
 * bureau table under it. It becomes one record per bureau when the bureaus' values differ.
 */
export function createAccountEntry(
  header: ReturnType<typeof entryHeader>,
  scope: Bureau[],
  inCollections: boolean,
) {
  const common: AccountRecord = {
    creditor: header.creditor,
    bureaus: [],
    fields: {},
    history: [],
    inCollections,
  };
  if (header.accountToken) putField(common, 'number', header.accountToken);
  if (header.accountType) putField(common, 'type', header.accountType);
  if (header.originalCreditor) putField(common, 'originalCreditor', header.originalCreditor);
  const loose: string[] = [header.rest];
  const perBureau = new Map<Bureau, AccountRecord>();
  let reportedBy: Bureau[] = header.bureaus;
  const recordOf = (b: Bureau) => {
    const had = perBureau.get(b);
    if (had) return had;
    const r: AccountRecord = {
      creditor: header.creditor,
      bureaus: [b],
      fields: {},
      history: [],
      inCollections,
    };
    perBureau.set(b, r);
    return r;
  };

  return {
    creditor: header.creditor,
    /** True once anything but the name was read. */
    get started() {
      return hasAccountFields(common) || perBureau.size > 0;
    },
    take(label: string, value: string) {
      const bureau = bureauNamed(label.toUpperCase());
      if (bureau) {
        if (isBlankValue(value) || /not reported|no data/i.test(value)) return;
        const r = recordOf(bureau);
        const money = hasMoney(value) ? value : null;
        if (money) putField(r, 'balance', money);
        putField(r, 'status', value);
        return;
      }
      const field = fieldOfLabel(label);
      if (field === 'bureau') reportedBy = bureausIn(value);
      else if (field) putField(common, field, value);
      else if (!dateMatch(value)) loose.push(value);
    },
    /** One bureau's value of a field, as a bureau table under the name shows it. */
    takeForBureau(bureau: Bureau, field: ReportField, value: string) {
      // A "-" under a bureau means it does not report the account: no record for it.
      if (isBlankValue(value)) return;
      putField(recordOf(bureau), field, value);
    },
    takeHistory(bureau: Bureau, months: HistoryMonth[]) {
      recordOf(bureau).history.push(...months);
    },
    /** A payment grid's codes for the whole entry (a one-bureau report's grid, or one without bureau rows). */
    addHistory(months: HistoryMonth[]) {
      common.history.push(...months);
    },
    addLoose(text: string) {
      if (/\d{2}.*(?:ok|\d)/i.test(text) && /^[\sOKokC0-9X*/-]+$/.test(text))
        common.history.push(...historyOf(text));
      else loose.push(text);
    },
    finish(): ParsedAccount[] {
      common.loose = loose.filter(Boolean).join('; ');
      if (perBureau.size === 0) {
        common.bureaus = reportedBy.length ? reportedBy : scope;
        const account = accountOf(common);
        return account ? [account] : [];
      }
      return [...perBureau.values()].flatMap((r) => {
        const merged: AccountRecord = {
          ...r,
          fields: { ...common.fields, ...r.fields },
          history: r.history.length ? r.history : common.history,
          loose: common.loose,
        };
        if (r.fields.status && common.fields.status)
          merged.fields.status = `${r.fields.status}; ${common.fields.status}`;
        const account = accountOf(merged);
        return account ? [account] : [];
      });
    },
  };
}
export type AccountEntry = ReturnType<typeof createAccountEntry>;

/** Whether a line can open an account entry: a plausible creditor's name, maybe with its number or type. */
export function opensEntry(header: ReturnType<typeof entryHeader>): boolean {
  return isPlausibleCreditor(header.creditor) && !dateMatch(header.creditor);
}
