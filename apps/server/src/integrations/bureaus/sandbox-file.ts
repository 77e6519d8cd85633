import { createHash } from 'node:crypto';
import { type Bureau, bureauCodes } from '@app/contracts/bureaus';
import type { AccountPaymentStatus } from '@app/contracts/credit-monitoring.contract';
import { clampScore } from '@app/contracts/score';
import type { CreditFile, FileAccount, FileInquiry, FilePublicRecord } from './bureaus.port';

/**
 * The sandbox bureau's file of a person: a pure function of who they are and which day it is.
 * The same person gets the same file on the same day; day by day it changes the way real files
 * do: installment balances fall, card balances are paid down and run up again, new hard
 * inquiries appear and age off after two years, and negative items come and go (a collection
 * or a late mark is deleted after a while, as after a successful dispute).
 */

const dayMs = 86_400_000;
const epoch = Date.UTC(2020, 0, 1);
const dayNumber = (at: Date) => Math.floor((at.getTime() - epoch) / dayMs);
/** Accounts were opened before this day (2026-01-01), whatever day the file is pulled. */
const anchor = dayNumber(new Date(Date.UTC(2026, 0, 1)));
const isoOfDay = (n: number) => new Date(epoch + n * dayMs).toISOString().slice(0, 10);

/** A small deterministic generator (mulberry32) seeded from text. */
function generator(seedText: string) {
  let a = createHash('sha256').update(seedText).digest().readUInt32LE(0);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T,
  };
}
type Generator = ReturnType<typeof generator>;

function reportingBureaus(g: Generator): Bureau[] {
  const r = g.next();
  if (r < 0.6) return [...bureauCodes];
  if (r < 0.9) {
    const left = g.int(0, 2);
    return bureauCodes.filter((_, i) => i !== left);
  }
  return [g.pick(bureauCodes)];
}

const cardIssuers = [
  'Capital One',
  'Discover Bank',
  'Chase Bank USA',
  'Citibank',
  'Synchrony Bank',
  'Barclays Bank',
];
const lenders = ['Toyota Motor Credit', 'Ally Financial', 'Navient', 'Wells Fargo Auto', 'SoFi Lending'];
const collectors = [
  'Midland Credit Management',
  'Portfolio Recovery Associates',
  'Enhanced Recovery Company',
  'LVNV Funding',
  'Convergent Outsourcing',
];
const originalCreditors = [
  'Emergency Physicians',
  'T-Mobile',
  'Comcast',
  'Verizon Wireless',
  'City Medical Center',
];
const inquirers = [
  'Synchrony Bank',
  'Westlake Financial',
  'Capital One',
  'Credit One Bank',
  'American Express',
  'Santander Consumer',
];

const last4 = (g: Generator) => String(g.int(0, 9999)).padStart(4, '0');

/** A negative item that lives part of a cycle: present from its start, gone (deleted) from `goneFrom`. */
interface Slot {
  kind: 'collection' | 'late';
  period: number;
  phase: number;
  seed: string;
}

export function sandboxCreditFile(identityKey: string, at: Date): CreditFile {
  const today = dayNumber(at);
  const g = generator(identityKey);
  const baseScore = g.int(640, 770);
  const bureauOffset: Record<Bureau, number> = {
    EQUIFAX: g.int(-12, 12),
    EXPERIAN: g.int(-12, 12),
    TRANSUNION: g.int(-12, 12),
  };

  const accounts: FileAccount[] = [];
  // Revolving cards: balances paid down over a 90-day cycle, then run up again.
  const cards = g.int(2, 3);
  const firstIssuer = g.int(0, 99);
  for (let i = 0; i < cards; i++) {
    const limit = g.int(15, 90) * 10_000;
    const peak = 0.35 + g.next() * 0.5;
    const phase = g.int(0, 89);
    const share = peak * (1 - ((today + phase) % 90) / 150);
    const issuer = cardIssuers[(firstIssuer + i) % cardIssuers.length] as string;
    accounts.push({
      id: `card-${i}`,
      creditor: issuer,
      accountName: `${issuer} Card`,
      accountType: 'Credit Card',
      revolving: true,
      accountNumberLast4: last4(g),
      balanceCents: Math.round(limit * share),
      creditLimitCents: limit,
      paymentStatus: 'Current',
      paymentHistory: Array(24).fill('OK'),
      openedOn: isoOfDay(anchor - g.int(900, 4000)),
      delinquentSince: null,
      bureaus: reportingBureaus(g),
    });
  }
  // Installment loans: the balance falls a little every day until paid off.
  const loans = g.int(1, 2);
  const firstLender = g.int(0, 99);
  for (let i = 0; i < loans; i++) {
    const lender = lenders[(firstLender + i) % lenders.length] as string;
    const opened = anchor - g.int(200, 1500);
    const original = g.int(80, 400) * 10_000;
    const termDays = g.int(1800, 3600);
    const left = Math.max(0, 1 - (today - opened) / termDays);
    accounts.push({
      id: `loan-${i}`,
      creditor: lender,
      accountName: `${lender} ${lender === 'Navient' || lender === 'SoFi Lending' ? 'Student Loan' : 'Auto Loan'}`,
      accountType: lender === 'Navient' || lender === 'SoFi Lending' ? 'Student Loan' : 'Auto Loan',
      revolving: false,
      accountNumberLast4: last4(g),
      balanceCents: Math.round(original * left),
      creditLimitCents: null,
      paymentStatus: 'Current',
      paymentHistory: Array(24).fill('OK'),
      openedOn: isoOfDay(opened),
      delinquentSince: null,
      bureaus: reportingBureaus(g),
    });
  }
  // A charge-off that stays for good: not every item can be removed.
  if (g.next() < 0.6) {
    const issuer = g.pick(cardIssuers);
    const since = anchor - g.int(700, 1800);
    accounts.push({
      id: 'chargeoff-0',
      creditor: issuer,
      accountName: `${issuer} Card`,
      accountType: 'Credit Card',
      revolving: true,
      accountNumberLast4: last4(g),
      balanceCents: g.int(80, 400) * 1_000,
      creditLimitCents: g.int(10, 50) * 10_000,
      paymentStatus: 'Charge-off',
      paymentHistory: Array(24).fill('CO'),
      openedOn: isoOfDay(since - g.int(300, 1500)),
      delinquentSince: isoOfDay(since),
      bureaus: reportingBureaus(g),
    });
  }

  // Negative slots: each item is reported for the first part of its cycle, then deleted.
  const slots: Slot[] = [
    { kind: 'collection', period: g.int(90, 150), phase: g.int(0, 149), seed: `${identityKey}|c` },
    { kind: 'late', period: g.int(120, 200), phase: g.int(0, 199), seed: `${identityKey}|l` },
    { kind: 'collection', period: g.int(160, 240), phase: g.int(0, 239), seed: `${identityKey}|c2` },
  ];
  for (const [s, slot] of slots.entries()) {
    const t = today + slot.phase;
    const cycle = Math.floor(t / slot.period);
    const dayInCycle = t % slot.period;
    if (dayInCycle >= Math.floor(slot.period * 0.7)) continue;
    const ig = generator(`${slot.seed}|${cycle}`);
    const since = today - dayInCycle - ig.int(60, 700);
    if (slot.kind === 'collection') {
      const agency = ig.pick(collectors);
      const original = ig.pick(originalCreditors);
      accounts.push({
        id: `collection-${s}-${cycle}`,
        creditor: agency,
        accountName: `${agency} (original creditor ${original})`,
        accountType: 'Collection',
        revolving: false,
        accountNumberLast4: last4(ig),
        balanceCents: ig.int(15, 250) * 1_000,
        creditLimitCents: null,
        paymentStatus: 'Collection',
        paymentHistory: Array(24).fill('CL'),
        openedOn: isoOfDay(since),
        delinquentSince: isoOfDay(since),
        bureaus: reportingBureaus(ig),
      });
    } else {
      const lender = ig.pick(lenders);
      const lateDay = today - dayInCycle - ig.int(30, 300);
      const monthsAgo = Math.min(23, Math.floor((today - lateDay) / 30));
      const mark = ig.pick(['30', '30', '60', '90'] as const);
      const history = Array(24).fill('OK');
      history[monthsAgo] = mark;
      const status: AccountPaymentStatus = 'Current';
      accounts.push({
        id: `late-${s}-${cycle}`,
        creditor: lender,
        accountName: `${lender} Auto Loan`,
        accountType: 'Auto Loan',
        revolving: false,
        accountNumberLast4: last4(ig),
        balanceCents: ig.int(40, 200) * 10_000,
        creditLimitCents: null,
        paymentStatus: status,
        paymentHistory: history,
        openedOn: isoOfDay(since - 400),
        delinquentSince: isoOfDay(lateDay),
        bureaus: reportingBureaus(ig),
      });
    }
  }

  // Hard inquiries: one every few weeks, each reported for two years.
  const inquiries: FileInquiry[] = [];
  const every = g.int(80, 150);
  const offset = g.int(0, every - 1);
  const newest = Math.floor((today + offset) / every);
  for (let n = newest; n >= 0; n--) {
    const day = n * every - offset;
    if (day > today) continue;
    if (today - day > 730) break;
    const ig = generator(`${identityKey}|inq|${n}`);
    inquiries.push({
      id: `inq-${n}`,
      creditor: ig.pick(inquirers),
      inquiryType: ig.next() < 0.8 ? 'HARD' : 'SOFT',
      inquiryDate: isoOfDay(day),
      bureaus: [ig.pick(bureauCodes)],
    });
  }

  const publicRecords: FilePublicRecord[] = [];
  const recordRoll = g.next();
  if (recordRoll < 0.15) {
    publicRecords.push({
      id: 'record-0',
      recordType: 'Chapter 7 Bankruptcy',
      bankruptcy: true,
      filedDate: isoOfDay(anchor - g.int(1000, 2500)),
      amountCents: null,
      status: 'Discharged',
      bureaus: [...bureauCodes],
    });
  } else if (recordRoll < 0.35) {
    publicRecords.push({
      id: 'record-0',
      recordType: 'Civil Judgment',
      bankruptcy: false,
      filedDate: isoOfDay(anchor - g.int(400, 2000)),
      amountCents: g.int(20, 120) * 10_000,
      status: 'Satisfied',
      bureaus: reportingBureaus(g),
    });
  }

  const revolving = accounts.filter((a) => a.revolving && a.paymentStatus === 'Current');
  const limits = revolving.reduce((s, a) => s + (a.creditLimitCents ?? 0), 0);
  const utilization = limits ? revolving.reduce((s, a) => s + a.balanceCents, 0) / limits : 0;
  const negatives =
    accounts.filter((a) => a.paymentStatus !== 'Current').length * 25 +
    accounts.filter((a) => a.paymentHistory.some((h) => h === '30' || h === '60' || h === '90')).length * 15 +
    publicRecords.length * 40;
  const hard = inquiries.filter((i) => i.inquiryType === 'HARD' && today - dayNumberOf(i.inquiryDate) < 365);
  const score = baseScore - negatives - Math.round(utilization * 60) - hard.length * 3;
  return {
    reportDate: isoOfDay(today),
    scores: Object.fromEntries(bureauCodes.map((b) => [b, clampScore(score + bureauOffset[b])])),
    accounts,
    inquiries,
    publicRecords,
  };
}

const dayNumberOf = (iso: string) => Math.floor((Date.parse(`${iso}T00:00:00Z`) - epoch) / dayMs);
