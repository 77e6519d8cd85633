import { apiError } from '../common/api-error';
import { userIdPathParams } from '../common/params';
import { disputeOutcomeList } from '../dispute-outcomes.contract';
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
