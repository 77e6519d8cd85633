import type { CreditMonitoringService } from './credit-monitoring.service';

export interface MonitoringSyncResult {
  claimed: number;
  synced: number;
  failed: number;
}

/**
 * One run of auto-sync: claim the connections whose frequency says they are due (row-locked, so
 * two processes never take the same one) and sync each through the port. A failed sync is
 * recorded in the history and retried at the next due time, not in a loop.
 */
export function createMonitoringSyncJob(deps: {
  service: Pick<CreditMonitoringService, 'claimDue' | 'syncConnection'>;
  log: { warn: (o: object, m: string) => void };
  batchSize?: number;
}) {
  const batchSize = deps.batchSize ?? 20;
  return async function runOnce(): Promise<MonitoringSyncResult> {
    const rows = await deps.service.claimDue(batchSize);
    const result: MonitoringSyncResult = { claimed: rows.length, synced: 0, failed: 0 };
    for (const row of rows) {
      try {
        await deps.service.syncConnection(row);
        result.synced++;
      } catch (err) {
        result.failed++;
        deps.log.warn({ err, connectionId: row.id }, 'monitoring sync failed');
      }
    }
    return result;
  };
}
