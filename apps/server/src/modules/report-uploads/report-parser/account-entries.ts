import type { Bureau } from '@app/contracts/bureaus';
import { emptyAccount, type ParsedAccount } from './parsed-report';
import type { ReportCell, ReportLine } from './report-lines';
import {
  accountTokenIn,
  bureausIn,
  centsIn,
  dateIn,
  daysLateIn,
  daysLateInHistory,
  last4Of,
  negativeKindOf,
} from './report-patterns';

/** Labels of the "Label: value" lines under an account (bureaus' and monitoring services' words). */
const labelWords = [
  'account number',
  'account #',
  'acct #',
  'account name',
  'account type',
  'account status',
  'type',
  'status',
  'pay status',
  'payment status',
  'condition',
  'balance',
  'recent balance',
  'balance owed',
  'amount',
  'original amount',
  'original',
  'original creditor',
  'original creditor name',
  'collection agency',
  'creditor classification',
  'remarks',
  'comments',
  'comment',
  'opened',
  'date opened',
  'placed',
  'date assigned',
  'date reported',
  'reported',
  'date of first delinquency',
  'date of last payment',
  'last payment',
  'credit limit',
  'limit',
  'high balance',
  'high credit',
  'past due',
  'amount past due',
  'monthly payment',
  'terms',
  'responsibility',
  'loan type',
  '24-month history',
  'payment history',
  'reported by',
  'reported since',
  'date closed',
  'on record until',
  'estimated month and year this item will be removed',
  'dispute status',
];
const labelAlternation = labelWords
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/[#-]/g, (c) => `\\${c}`).replace(/ /g, '\\s+'))
  .join('|');
const labelStart = new RegExp(`^(${labelAlternation})\\s*:`, 'i');
const labelAnywhere = new RegExp(`(?:^|\\s)(${labelAlternation})\\s*:`, 'gi');
const bareLabel = new RegExp(`^(${labelAlternation})$`, 'i');

/** "Opened: 2018-02 Status: CHARGE OFF Reported by: EQUIFAX" → [[opened, 2018-02], ...]. */
export function labelledValues(line: ReportLine): [string, string][] | null {
  const first = line.cells[0];
  if (first && line.cells.length >= 2 && bareLabel.test(first.text)) {
    // A label cell and its value cell, without a colon (bureaus' own PDF tables).
    return [
      [
        first.text.toLowerCase(),
        line.cells
          .slice(1)
          .map((c) => c.text)
          .join(' '),
      ],
    ];
  }
  if (!labelStart.test(line.text)) return null;
  const marks = [...line.text.matchAll(labelAnywhere)];
  return marks.map((m, i) => {
    const start = (m.index ?? 0) + m[0].length;
    const end = marks[i + 1]?.index ?? line.text.length;
    return [(m[1] as string).toLowerCase().replace(/\s+/g, ' '), line.text.slice(start, end).trim()];
  });
}

/** The creditor named on the first line of an account entry, and what else that line says. */
export function entryHeader(text: string, inCollections: boolean) {
  const acct = accountTokenIn(text);
  let name = text
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(?:acct|account)\s*(?:#|number|no\.?)?\s*:?\s*[X*x\d][X*x\d-]{3,}/i, ' ')
    .replace(/#\s?[X*x\d][X*x\d-]{3,}/, ' ');
  const typeInParens = /\(([^)]*)\)\s*$/.exec(name.trim());
  let accountType: string | null = null;
  if (typeInParens && !/fictitious/i.test(typeInParens[1] as string)) {
    accountType = typeInParens[1] as string;
    name = name.trim().slice(0, typeInParens.index);
  }
  let originalCreditor: string | null = null;
  const forMatch = inCollections
    ? /^(.+?)\s+(?:for|on behalf of|orig(?:inal)?:?)\s+(.+)$/i.exec(name.trim())
    : null;
  if (forMatch) {
    name = forMatch[1] as string;
    originalCreditor = (forMatch[2] as string).trim();
  }
  return { creditor: name.replace(/\s+/g, ' ').trim(), accountToken: acct, accountType, originalCreditor };
}

/** Builds one account from an entry's header and its labelled lines. */
export function createAccountEntry(
  header: ReturnType<typeof entryHeader>,
  bureaus: Bureau[],
  inCollections: boolean,
) {
  const account: ParsedAccount = emptyAccount(header.creditor, bureaus);
  account.accountType = header.accountType;
  account.accountLast4 = last4Of(header.accountToken);
  account.originalCreditor = header.originalCreditor;
  const describing: string[] = [header.accountType ?? ''];
  let history = '';
  let taken = 0;
  return {
    take(label: string, value: string) {
      taken++;
      if (/^(?:account number|account #|acct #)$/.test(label)) account.accountLast4 ??= last4Of(value);
      else if (/^(?:balance|recent balance|balance owed|amount)$/.test(label))
        account.balanceCents ??= centsIn(value);
      else if (/^(?:24-month history|payment history)$/.test(label)) history += ` ${value}`;
      else if (/^reported by$/.test(label)) account.bureaus = bureausIn(value);
      else if (
        /^original creditor/.test(label) ||
        (inCollections && label === 'original' && !/\$/.test(value))
      ) {
        account.originalCreditor ??= value;
      } else if (/^(?:opened|date opened|placed|date assigned|date of first delinquency)$/.test(label)) {
        account.dateReported ??= dateIn(value);
      } else if (/type|status|condition|classification|remarks|comment|dispute/.test(label)) {
        describing.push(value);
        if (/status|condition/.test(label)) account.status ??= value;
        if (/type/.test(label)) account.accountType ??= value;
      }
    },
    /** The account, or null when no labelled line followed (the line was not an account's name). */
    finish(): ParsedAccount | null {
      if (taken === 0) return null;
      const described = describing.join(' ');
      account.disputed = /disput/i.test(described);
      account.daysLate = Math.max(daysLateInHistory(history), daysLateIn(described));
      const kind = negativeKindOf(described);
      account.negative = inCollections && kind !== 'CHARGE_OFF' ? 'COLLECTION' : (kind ?? null);
      if (!account.negative && account.daysLate > 0) account.negative = 'LATE_PAYMENT';
      return account;
    },
  };
}

/** An account table's header row: "Creditor ... Balance ... Status" with the column positions. */
export function accountTableHeader(line: ReportLine): ReportCell[] | null {
  if (!/\b(?:creditor|company|account name|lender)\b/i.test(line.text)) return null;
  if (!/\b(?:balance|status|type)\b/i.test(line.text) || /\$\d/.test(line.text)) return null;
  return line.cells;
}

const accountTypeWords =
  /\b(credit card|charge card|auto loan|student loan|personal loan|mortgage|installment|revolving|collection|open account|line of credit|retail card|secured card|medical)\b/i;

/** One row of an account table. With column positions the cells are placed under their header. */
export function accountFromTableRow(line: ReportLine, header: ReportCell[] | null, bureaus: Bureau[]) {
  const columns = new Map<string, string>();
  if (header && header.length >= 3 && line.cells.length >= 3) {
    for (const cell of line.cells) {
      // Left-aligned columns: the last header starting at or before the cell (a few points of slack).
      let col = header[0] as ReportCell;
      for (const h of header) if (h.x <= cell.x + 4) col = h;
      const key = col.text.toLowerCase();
      columns.set(key, [columns.get(key), cell.text].filter(Boolean).join(' '));
    }
  }
  const pick = (re: RegExp) => [...columns].find(([k]) => re.test(k))?.[1] ?? null;
  let creditor = pick(/creditor|company|account name|lender/);
  let rest = line.text;
  if (creditor) {
    rest = line.text.replace(creditor, ' ');
    // A long name can run into the next column: "BLUE HARBOR CREDIT UNION****8217".
    const token = accountTokenIn(creditor);
    if (token) creditor = creditor.slice(0, creditor.indexOf(token)).trim();
  } else {
    // No positions: the creditor is what comes before the account number, type or first amount.
    const cut = line.text.search(/\s(?:[X*x]{2,}|\*{2,})|\$|\s\d{2}\/\d{4}/);
    const typeAt = line.text.search(accountTypeWords);
    const end = [cut, typeAt > 0 ? typeAt : -1].filter((n) => n > 0);
    creditor = line.text.slice(0, end.length ? Math.min(...end) : line.text.length).trim();
    rest = line.text.slice(creditor.length);
  }
  if (!creditor || !/[A-Za-z]{2}/.test(creditor)) return null;
  const account = emptyAccount(creditor.trim(), bureaus);
  account.accountLast4 = last4Of(pick(/acct|account (?:#|number)/) ?? accountTokenIn(rest));
  account.accountType = pick(/^type|account type/) ?? accountTypeWords.exec(rest)?.[1] ?? null;
  account.status = pick(/payment status|^status/) ?? null;
  const balance = pick(/balance/);
  const amounts = rest.match(/\$\s?[\d,]+(?:\.\d{2})?/g) ?? [];
  account.balanceCents = balance !== null ? centsIn(balance) : centsIn(amounts[amounts.length - 1]);
  account.dateReported = dateIn(pick(/opened|date/) ?? rest);
  const described =
    header && columns.size
      ? [...columns]
          .filter(([k]) => !/creditor|company|account name/.test(k))
          .map(([, v]) => v)
          .join(' ')
      : rest;
  account.disputed = /disput/i.test(described);
  account.daysLate = daysLateIn(described);
  account.negative = negativeKindOf(described) ?? (account.daysLate > 0 ? 'LATE_PAYMENT' : null);
  if (!account.status) account.status = account.negative ? described.trim().slice(0, 80) : null;
  return account;
}
