/** The fields of an account, an inquiry or a score that the readers keep. */
export type ReportField =
  | 'creditor'
  | 'number'
  | 'type'
  | 'status'
  | 'balance'
  | 'pastDue'
  | 'highBalance'
  | 'opened'
  | 'dofd'
  | 'reported'
  | 'lastPayment'
  | 'closed'
  | 'originalCreditor'
  | 'remarks'
  | 'history'
  | 'bureau'
  | 'date'
  | 'score'
  /** Recognised as a label, but nothing is read from it (monthly payment, terms, score scale...). */
  | 'other';

/** Every label reports use for a field (IdentityIQ, SmartCredit, the bureaus' own reports). */
const labels: Record<ReportField, string[]> = {
  creditor: [
    'creditor',
    'creditor name',
    'company',
    'company name',
    'account name',
    'lender',
    'furnisher',
    'subscriber',
    'inquirer',
    'name of creditor',
    'creditor/company',
  ],
  number: [
    'account #',
    'account number',
    'acct #',
    'acct',
    'account no',
    'account no.',
    'acct number',
    'account',
    'acct no',
  ],
  type: [
    'account type',
    'type',
    'loan type',
    'type of account',
    'account type - detail',
    'account type detail',
    'creditor classification',
    'classification',
    'kind of account',
  ],
  status: [
    'status',
    'account status',
    'pay status',
    'payment status',
    'condition',
    'account condition',
    'current status',
    'status detail',
    'payment rating',
    'rating',
  ],
  balance: [
    'balance',
    'current balance',
    'balance owed',
    'recent balance',
    'amount owed',
    'balance due',
    'amount',
  ],
  pastDue: ['past due', 'amount past due', 'past due amount'],
  highBalance: [
    'high balance',
    'high credit',
    'highest balance',
    'original amount',
    'original balance',
    'credit limit',
    'limit',
  ],
  opened: [
    'date opened',
    'opened',
    'open date',
    'date open',
    'placed',
    'date assigned',
    'date placed',
    'opened on',
  ],
  dofd: [
    'date of first delinquency',
    'date of 1st delinquency',
    'first delinquency',
    'first delinquency date',
    'dofd',
    'delinquency date',
    'date of delinquency',
    'delinquency first reported',
  ],
  reported: [
    'last reported',
    'date reported',
    'reported',
    'as of',
    'date updated',
    'last updated',
    'updated',
    'balance date',
  ],
  lastPayment: ['date of last payment', 'last payment', 'last payment date', 'date last paid'],
  closed: ['date closed', 'closed', 'closed date'],
  originalCreditor: [
    'original creditor',
    'original creditor name',
    'orig creditor',
    'original lender',
    'original',
  ],
  remarks: ['remarks', 'comments', 'comment', 'creditor remarks', 'notes', 'dispute status', 'remark'],
  history: [
    'payment history',
    '24-month history',
    '24 month history',
    'two-year payment history',
    '2-year payment history',
    'two year payment history',
    'payment pattern',
    '24-month payment history',
  ],
  bureau: [
    'reported by',
    'bureau',
    'bureaus',
    'credit bureau',
    'source',
    'reporting bureau',
    'reporting bureaus',
    'reported to',
  ],
  date: [
    'date',
    'date of inquiry',
    'inquiry date',
    'date of request',
    'requested on',
    'date requested',
    'inquired on',
  ],
  score: ['score', 'credit score'],
  other: [
    'monthly payment',
    'payment',
    'terms',
    'no. of months (terms)',
    'responsibility',
    'date last active',
    'bureau code',
    'lender rank',
    'score scale',
    'type of business',
    'business type',
    'model',
    'month',
    'year',
    'days late - 7 year history',
    'estimated month and year this item will be removed',
    'on record until',
    'reported since',
    'date of last activity',
    'high credit/limit',
    'term',
    'account owner',
    'ecoa',
  ],
};

const normalize = (text: string) =>
  text.toLowerCase().replace(/[®™>]/g, '').replace(/:\s*$/, '').replace(/\s+/g, ' ').trim();

const byLabel = new Map<string, ReportField>();
for (const [field, list] of Object.entries(labels) as [ReportField, string[]][])
  for (const l of list) byLabel.set(l, field);
const allLabels = [...byLabel.keys()];

/** The field a label names ("Date of 1st Delinquency:" → dofd), or null for a text that is not a known label. */
export function fieldOfLabel(text: string): ReportField | null {
  return byLabel.get(normalize(text)) ?? null;
}

/** True for the first words of a label that wrapped onto two lines ("Date of First" of "Date of First Delinquency"). */
export function isLabelStart(text: string): boolean {
  const t = normalize(text);
  return t.length >= 3 && allLabels.some((l) => l.length > t.length && l.startsWith(`${t} `));
}

/** Labels longest first, as one regex alternation, for finding "Label:" anywhere in a line. */
export const labelAlternation = allLabels
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/[#.()/?*+-]/g, (c) => `\\${c}`).replace(/ /g, '\\s+'))
  .join('|');
