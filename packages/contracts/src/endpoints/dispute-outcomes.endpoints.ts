import { apiError } from '../common/api-error';
import { pdfFile } from '../common/files';
import { userIdPathParams } from '../common/params';
import { disputeOutcomeList } from '../dispute-outcomes.contract';
import { dispute } from '../disputes.contract';
import { complaintPacketQuery, draftNextRoundRequest, nextRoundList } from '../next-round.contract';
import { endpoint } from './endpoint';

export const listDisputeOutcomes = endpoint({
  method: 'GET',
  path: '/api/dispute-outcomes/{userId}',
  operationId: 'listDisputeOutcomes',
  summary:
    'What each letter achieved: the outcome ledger of a person’s items, bureau by bureau, newest first',
  description:
    'Read only: outcomes come from report comparisons, bureau answers and the 30-day clock, never from a person.',
  tags: ['dispute outcomes'],
  params: userIdPathParams,
  responses: { 200: disputeOutcomeList, 404: apiError.describe('No such person') },
});

export const getNextRound = endpoint({
  method: 'GET',
  path: '/api/dispute-outcomes/{userId}/next-round',
  operationId: 'getNextRound',
  summary:
    'The next round chosen from the history: at most one suggestion per item and bureau, with its reason',
  description:
    'A method-of-verification request after a verification, a direct dispute to the creditor (the consumer sends it), debt validation for a recent collection, an identity theft block, or a CFPB complaint packet after a missed 30 days or a verification without a method.',
  tags: ['dispute outcomes'],
  params: userIdPathParams,
  responses: { 200: nextRoundList, 404: apiError.describe('No such person') },
});

export const draftNextRoundLetter = endpoint({
  method: 'POST',
  path: '/api/dispute-outcomes/{userId}/next-round/letter',
  operationId: 'draftNextRoundLetter',
  summary: 'Draft the letter an item’s suggestion names, saved as an unapproved dispute',
  description:
    'The suggestion is computed again from the history; the letter waits for the consumer’s approval like any draft, so the approval, cancellation and mailing rules apply unchanged.',
  tags: ['dispute outcomes'],
  params: userIdPathParams,
  body: draftNextRoundRequest,
  responses: {
    201: dispute,
    400: apiError.describe('A letter to a creditor or collector needs its mailing address'),
    404: apiError.describe('No such person or item'),
    409: apiError.describe(
      'No letter is suggested for this item and bureau, or one is open or repeats an earlier one',
    ),
  },
});

export const downloadComplaintPacket = endpoint({
  method: 'GET',
  path: '/api/dispute-outcomes/{userId}/next-round/complaint',
  operationId: 'downloadComplaintPacket',
  summary: 'The CFPB complaint packet of an item and bureau as a PDF, for the consumer to file themselves',
  tags: ['dispute outcomes'],
  params: userIdPathParams,
  querystring: complaintPacketQuery,
  responses: {
    200: pdfFile,
    400: apiError.describe('Bad item or bureau'),
    404: apiError.describe('No such person or item'),
    409: apiError.describe('No complaint is due for this item and bureau'),
  },
});
