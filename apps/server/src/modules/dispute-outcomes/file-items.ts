import { createHash } from 'node:crypto';
import type { Bureau } from '@app/contracts/bureaus';
import type { LedgerItem } from '@app/contracts/dispute-outcomes.contract';
import type { AiAnalysis } from '@app/contracts/report-uploads.contract';
import type { CreditFile } from '../../integrations/bureaus/bureaus.port';
import { sameCreditor } from './item-matcher';

/** One bureau's items of a file brought in, and what makes it the same report if it comes again. */
export interface BureauFile {
  bureau: Bureau;
  documentKey: string;
  items: LedgerItem[];
}

/** An item with what is known of it: every fact not given is unknown (null). */
export const ledgerItem = (
  known: Pick<LedgerItem, 'bureau' | 'creditor'> & Partial<LedgerItem>,
): LedgerItem => ({
  accountLast4: null,
  accountType: null,
  balanceCents: null,
  status: null,
  openedOn: null,
  delinquentSince: null,
  remarks: null,
  ...known,
});

/** Items grouped by bureau, for every bureau the file speaks for (it shows a score or an item). */
function byBureau(
  items: LedgerItem[],
  scored: Bureau[],
  keyOf: (items: LedgerItem[]) => string,
): BureauFile[] {
  const covered = [...new Set([...scored, ...items.map((i) => i.bureau)])].sort();
  return covered.map((bureau) => {
    const mine = items.filter((i) => i.bureau === bureau);
    return { bureau, documentKey: keyOf(mine), items: mine };
  });
}

/**
 * Items as one text, the same in any order, field by field (a file read back from jsonb keeps its
 * keys in another order than a file just read).
 */
export const canonicalItems = (items: readonly LedgerItem[]) =>
  items
    .map((i) =>
      JSON.stringify([
        i.bureau,
        i.creditor,
        i.accountLast4,
        i.accountType,
        i.balanceCents,
        i.status,
        i.openedOn,
        i.delinquentSince,
        i.remarks,
      ]),
    )
    .sort()
    .join('\n');

const contentHash = (items: LedgerItem[]) =>
  createHash('sha256').update(canonicalItems(items)).digest('hex').slice(0, 32);

/**
 * A monitoring or bureau file: each tradeline and public record at each bureau reporting it. A
 * file of the same date and the same content is the same report.
 */
export function bureauFilesOfCreditFile(file: CreditFile): BureauFile[] {
  const items: LedgerItem[] = [];
  for (const a of file.accounts) {
    for (const bureau of a.bureaus) {
      items.push({
        bureau,
        creditor: a.creditor,
        accountLast4: a.accountNumberLast4,
        accountType: a.accountType,
        balanceCents: a.balanceCents,
        status: a.paymentStatus,
        openedOn: a.openedOn,
        delinquentSince: a.delinquentSince,
        remarks: null,
      });
    }
  }
  for (const r of file.publicRecords) {
    for (const bureau of r.bureaus) {
      items.push(
        ledgerItem({
          bureau,
          creditor: r.recordType,
          accountType: r.recordType,
          balanceCents: r.amountCents,
          status: r.status,
          openedOn: r.filedDate,
        }),
      );
    }
  }
  const scored = Object.keys(file.scores) as Bureau[];
  return byBureau(items, scored, (mine) => `file:${file.reportDate}:${contentHash(mine)}`);
}

const cents = (dollars: number | null) => (dollars === null ? null : Math.round(dollars * 100));

/**
 * An uploaded report as read: its accounts and public records at each bureau, and the negative
 * items it found that no account shows. The same file (its SHA-256) is the same report.
 */
export function bureauFilesOfUpload(stored: AiAnalysis, sha256: string): BureauFile[] {
  // Uploads read before accounts and public records were read (and kept unreadable files) stored
  // none of them: such a report compares only what it holds.
  const analysis: Pick<AiAnalysis, 'accounts' | 'publicRecords' | 'issuesFound'> = {
    accounts: stored.accounts ?? [],
    publicRecords: stored.publicRecords ?? [],
    issuesFound: stored.issuesFound ?? [],
  };
  const items: LedgerItem[] = [];
  for (const a of analysis.accounts) {
    for (const bureau of a.bureaus) {
      items.push(
        ledgerItem({
          bureau,
          creditor: a.creditor,
          accountLast4: a.accountLast4,
          accountType: a.accountType,
          balanceCents: cents(a.balance),
          status: a.status,
        }),
      );
    }
  }
  for (const r of analysis.publicRecords) {
    for (const bureau of r.bureaus) {
      items.push(
        ledgerItem({
          bureau,
          creditor: r.court ?? r.recordType,
          accountLast4: r.caseNumber ? r.caseNumber.slice(-4) : null,
          accountType: r.recordType,
          balanceCents: cents(r.amount),
          status: r.status,
          openedOn: r.filedDate,
        }),
      );
    }
  }
  for (const f of analysis.issuesFound) {
    for (const bureau of f.bureaus) {
      const shown = items.some(
        (i) =>
          i.bureau === bureau &&
          sameCreditor(i.creditor, f.creditor) &&
          (!i.accountLast4 || !f.accountLast4 || i.accountLast4 === f.accountLast4),
      );
      if (shown) continue;
      items.push(
        ledgerItem({
          bureau,
          creditor: f.creditor,
          accountLast4: f.accountLast4,
          accountType: f.type,
          balanceCents: cents(f.amount),
          delinquentSince: f.dateReported,
        }),
      );
    }
  }
  const scored = Object.keys(stored.scores ?? {}) as Bureau[];
  return byBureau(items, scored, () => `upload:${sha256}`);
}
