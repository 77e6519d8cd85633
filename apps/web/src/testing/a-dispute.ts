import type { Dispute } from '@app/contracts/disputes.contract';

/**
 * A dispute as the API answers one: a letter drafted and not yet mailed, to Equifax, for the
 * person with id 7; tests give only what their case is about.
 */
export const aDispute = (overrides: Partial<Dispute> = {}): Dispute => ({
  id: 1,
  userId: 7,
  issueId: 1,
  bureau: 'EQUIFAX',
  letterType: 'BUREAU_DISPUTE',
  reason: 'NOT_MINE',
  letterContent: 'To whom it may concern',
  status: 'PENDING',
  roundNumber: 1,
  dateSent: null,
  expectedResponse: '2026-12-31',
  actualResponse: null,
  uspsTrackingNumber: null,
  trackingStatus: null,
  trackingSource: null,
  deliveryDate: null,
  followUpDate: null,
  alertSent: false,
  followUpCompletedAt: null,
  followUpAnswer: null,
  letterGenerated: true,
  consumerApprovedAt: null,
  changeRequest: null,
  changeRequestedAt: null,
  mailedBy: 'COMPANY',
  createdAt: '2026-11-20T12:00:00.000Z',
  issueTitle: 'Collection',
  creditor: 'Collection',
  mailedByProduct: false,
  ...overrides,
});
