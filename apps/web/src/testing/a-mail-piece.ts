import type { MailPiece } from '@app/contracts/certified-mail.contract';

/** A certified letter as GET /api/disputes/{id}/mail answers it: mailed by the simulated provider; tests give what their case is about. */
export const aMailPiece = (overrides: Partial<MailPiece> = {}): MailPiece => ({
  id: 4,
  disputeId: 31,
  provider: 'simulated',
  providerLabel: 'Simulated mail (no mail account connected)',
  status: 'MAILED',
  statusLabel: 'Mailed',
  trackingNumber: null,
  pages: 3,
  costCents: 915,
  postageCents: 870,
  mailedAt: '2026-03-02T15:00:00.000Z',
  receivedOn: null,
  receiptRule: null,
  receiptRuleText: null,
  attempts: 1,
  lastError: null,
  hasReturnReceipt: false,
  needsAttention: false,
  enclosures: [],
  events: [],
  ...overrides,
});
