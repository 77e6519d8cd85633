import type { ImportSummary, RemovedItem } from '@app/contracts/credit-monitoring.contract';
import type { Transaction } from '../../db/transaction';
import type { CreditFile } from '../../integrations/bureaus/bureaus.port';
import type { CreditIssuesService } from '../credit-issues/credit-issues.service';
import type { CreditReportsService } from '../credit-reports/credit-reports.service';
import type { DisputeOutcomesService } from '../dispute-outcomes/dispute-outcomes.service';
import { bureauFilesOfCreditFile } from '../dispute-outcomes/file-items';
import type { DisputesService } from '../disputes/disputes.service';
import type { ConnectionRow, CreditMonitoringRepository } from './credit-monitoring.repository';
import { accountAgeMonthsOf, negativeItemsOf, sameItemKey, scoreOf, utilizationOf } from './negative-items';

export interface ImportDeps {
  repo: CreditMonitoringRepository;
  issues: Pick<CreditIssuesService, 'listWithin' | 'addWithin' | 'resolveWithin'>;
  reports: Pick<CreditReportsService, 'recordWithin'>;
  disputes: Pick<DisputesService, 'creditRemovalWithin'>;
  outcomes: Pick<DisputeOutcomesService, 'recordFileWithin'>;
}

export interface ImportResult extends ImportSummary {
  removedItems: RemovedItem[];
}

/**
 * Brings one pulled file into the person's records, inside the caller's transaction: new negative
 * items become credit issues (an item already there is linked, never added twice), items gone
 * from the file are resolved with the date (a removal that follows one of our mailed disputes is
 * credited to it), the score becomes a report and a history point, the outcome ledger compares it
 * with the person's previous file, and the file is kept.
 */
export async function importCreditFile(
  deps: ImportDeps,
  tx: Transaction,
  input: {
    connection: ConnectionRow;
    file: CreditFile;
    previousScore: number | null;
    today: string;
    at: Date;
  },
): Promise<ImportResult> {
  const { connection, file, today, at } = input;
  const userId = connection.userId;
  const found = negativeItemsOf(file);
  const known = new Map(
    (await deps.repo.itemsOfConnectionWithin(tx, connection.id)).map((i) => [i.itemKey, i]),
  );
  const openIssues = new Map(
    (await deps.issues.listWithin(tx, userId))
      .filter((i) => i.status !== 'RESOLVED')
      .map((i) => [sameItemKey(i.type, i.creditor), i]),
  );

  const seen: number[] = [];
  const fresh: typeof found = [];
  let alreadyKnown = 0;
  const links: { key: string; issueId: number; existingItemId?: number }[] = [];
  for (const item of found) {
    const existing = known.get(item.key);
    if (existing && existing.removedOn === null) {
      seen.push(existing.id);
      continue;
    }
    const match = openIssues.get(sameItemKey(item.type, item.creditor));
    if (match) {
      alreadyKnown++;
      links.push({ key: item.key, issueId: match.id, existingItemId: existing?.id });
    } else {
      fresh.push(item);
    }
  }
  const created = await deps.issues.addWithin(
    tx,
    fresh.map((i) => ({
      userId,
      type: i.type,
      title: i.title,
      description: i.description,
      creditor: i.creditor,
      accountNumber: i.accountNumberLast4,
      amountCents: i.amountCents,
      dateReported: i.dateReported,
      impact: i.impact,
      bureaus: i.bureaus,
    })),
  );
  fresh.forEach((item, n) => {
    links.push({
      key: item.key,
      issueId: (created[n] as { id: number }).id,
      existingItemId: known.get(item.key)?.id,
    });
  });
  await deps.repo.markSeenWithin(tx, seen, today);
  for (const link of links.filter((l) => l.existingItemId !== undefined))
    await deps.repo.relinkWithin(tx, link.existingItemId as number, link.issueId, today);
  await deps.repo.insertItemsWithin(
    tx,
    links
      .filter((l) => l.existingItemId === undefined)
      .map((l) => ({
        connectionId: connection.id,
        userId,
        itemKey: l.key,
        issueId: l.issueId,
        firstSeenOn: today,
        lastSeenOn: today,
      })),
  );

  // Gone from the file: from every bureau it reported to, since the file is tri-bureau.
  const present = new Set(found.map((i) => i.key));
  const removedItems: RemovedItem[] = [];
  const titles = new Map((await deps.issues.listWithin(tx, userId)).map((i) => [i.id, i]));
  for (const gone of [...known.values()].filter((i) => i.removedOn === null && !present.has(i.itemKey))) {
    let creditedDisputeId: number | null = null;
    const issue = gone.issueId === null ? undefined : titles.get(gone.issueId);
    if (issue && !(await deps.repo.issueStillReportedWithin(tx, issue.id, gone.id))) {
      if (issue.status !== 'RESOLVED') await deps.issues.resolveWithin(tx, issue.id, at);
      creditedDisputeId = await deps.disputes.creditRemovalWithin(tx, issue.id, today);
    }
    await deps.repo.markRemovedWithin(tx, gone.id, today, creditedDisputeId);
    removedItems.push({
      issueId: issue?.id ?? null,
      title: issue?.title ?? gone.itemKey,
      creditor: issue?.creditor ?? '',
      creditedDisputeId,
    });
  }

  const score = scoreOf(file);
  if (score !== null) {
    await deps.reports.recordWithin(tx, {
      userId,
      creditScore: score,
      utilizationRate: utilizationOf(file),
      accountAge: accountAgeMonthsOf(file),
      source: 'bureau',
      at,
    });
  }
  await deps.outcomes.recordFileWithin(tx, { userId, files: bureauFilesOfCreditFile(file), at, today });
  await deps.repo.saveFileWithin(tx, {
    connectionId: connection.id,
    userId,
    source: connection.source,
    score,
    reportDate: file.reportDate,
    accounts: file.accounts,
    inquiries: file.inquiries,
    publicRecords: file.publicRecords,
    pulledAt: at,
  });
  return {
    issuesCreated: created.length,
    issuesAlreadyKnown: alreadyKnown,
    itemsRemoved: removedItems.length,
    removedItems,
    score,
    scoreChange: score !== null && input.previousScore !== null ? score - input.previousScore : null,
    accounts: file.accounts.length,
    inquiries: file.inquiries.length,
    publicRecords: file.publicRecords.length,
  };
}
