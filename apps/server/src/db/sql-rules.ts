import { disputeStatusGroups } from '@app/contracts/dispute-counts';
import { bureauDeadlineDays } from '@app/contracts/follow-up';
import { workQueueStatusRules } from '@app/contracts/work-queue.contract';
import { lockNamespaces } from './lock-keys';

/** Text values as one SQL list's items: `'PENDING', 'SENT'` (our own constants, never user input). */
export const sqlTextList = (values: readonly string[]) =>
  values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');

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
  ...Object.entries(workQueueStatusRules).map(([group, rule]) => [
    `workQueueStatuses.${group}`,
    sqlTextList('in' in rule ? rule.in : rule.notIn),
  ]),
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
