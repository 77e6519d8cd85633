import { disputeStatusGroups } from '@app/contracts/dispute-counts';
import { bureauDeadlineDays } from '@app/contracts/follow-up';
import { lockNamespaces } from './lock-keys';
import { sqlTextList } from './sql-text-list';
import { workQueueSlotSql } from './work-queue-conditions';

/**
 * What the SQL sources' placeholders stand for: `{{name}}` in a file under db/sql/ is written
 * from these before the file is applied, so the database's functions hold the same lists and
 * numbers as the contracts the TypeScript reads.
 */
const sqlRuleValues: Readonly<Record<string, string>> = Object.fromEntries([
  ...Object.entries(disputeStatusGroups).map(([group, statuses]) => [
    `disputeStatuses.${group}`,
    sqlTextList(statuses),
  ]),
  ...Object.entries(workQueueSlotSql),
  ['bureauDeadlineDays', String(bureauDeadlineDays)],
  ...Object.entries(lockNamespaces).map(([lock, namespace]) => [`lock.${lock}`, String(namespace)]),
]);

/** A source's text with its placeholders written; an unknown placeholder is a mistake in the file. */
export function fillSqlRules(text: string, file: string): string {
  return text.replace(/\{\{([\w.]+)\}\}/g, (_, name: string) => {
    const value = sqlRuleValues[name];
    if (value === undefined) throw new Error(`${file}: no value for {{${name}}}`);
    return value;
  });
}
