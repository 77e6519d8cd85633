import { centsToMoney } from '@app/contracts/common/money';
import type {
  CreditData,
  MonitoringConnection,
  SyncHistoryEntry,
} from '@app/contracts/credit-monitoring.contract';
import type { ConnectionRow, CreditFileRow, SyncRow } from './credit-monitoring.repository';

// The contract's shapes of the stored rows: what leaves the server, and nothing else (no sealed field).
export const toConnection = (r: ConnectionRow): MonitoringConnection => ({
  id: r.id,
  userId: r.userId,
  provider: r.provider,
  accountEmail: r.accountEmail,
  syncFrequency: r.syncFrequency,
  autoSyncEnabled: r.autoSyncEnabled,
  isActive: r.isActive,
  lastSyncDate: r.lastSyncDate?.toISOString() ?? null,
  ssnLast4: r.ssnLast4,
  source: r.source,
  createdAt: r.createdAt.toISOString(),
});

export const toEntry = (r: SyncRow): SyncHistoryEntry => ({
  id: r.id,
  connectionId: r.connectionId,
  provider: r.provider,
  syncDate: r.syncDate.toISOString(),
  syncStatus: r.syncStatus,
  issuesFound: r.issuesFound,
  itemsRemoved: r.itemsRemoved,
  removedItems: r.removedItems,
  scoreChange: r.scoreChange,
  score: r.score,
  message: r.message,
});

export const toCreditData = (f: CreditFileRow): CreditData => ({
  score: f.score,
  reportDate: f.reportDate,
  source: f.source,
  accounts: f.accounts.map((a) => ({
    accountName: a.accountName,
    accountType: a.accountType,
    balance: centsToMoney(a.balanceCents),
    paymentStatus: a.paymentStatus,
    bureaus: a.bureaus,
  })),
  inquiries: f.inquiries.map((i) => ({
    creditor: i.creditor,
    inquiryType: i.inquiryType === 'HARD' ? 'Hard' : 'Soft',
    inquiryDate: i.inquiryDate,
    bureaus: i.bureaus,
  })),
  publicRecords: f.publicRecords.map((r) => ({
    recordType: r.recordType,
    filedDate: r.filedDate,
    amount: r.amountCents === null ? null : centsToMoney(r.amountCents),
    status: r.status,
    bureaus: r.bureaus,
  })),
});
