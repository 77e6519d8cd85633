import { apiError } from '../common/api-error';
import { recordIdParams } from '../common/params';
import { dispute } from '../disputes.contract';
import { recordReinsertionNoticeRequest, reinsertionWatch } from '../reinsertion-watch.contract';
import { endpoint } from './endpoint';

const tags = ['admin: work queue'];

export const recordReinsertionNotice = endpoint({
  method: 'PUT',
  path: '/api/admin/reinsertions/{id}/notice',
  operationId: 'recordReinsertionNotice',
  summary: 'Record the day the bureau’s notice of a reinsertion came',
  description:
    'A notice received within 5 business days of the reinsertion (FCRA §611(a)(5)(B)) clears the item from the work queue; a later one is kept and the item stays flagged.',
  tags,
  params: recordIdParams,
  body: recordReinsertionNoticeRequest,
  responses: {
    200: reinsertionWatch,
    400: apiError.describe('The date is not valid, in the future, or before the reinsertion'),
    404: apiError.describe('No such reinsertion in the caller’s organization'),
  },
});

export const draftReinsertionLetter = endpoint({
  method: 'POST',
  path: '/api/admin/reinsertions/{id}/letter',
  operationId: 'draftReinsertionLetter',
  summary: 'Draft the FCRA §611(a)(5)(B) letter about an item reinserted without notice',
  description:
    'The letter demands deletion, the notice and the furnisher’s certification; it is saved as the client’s dispute and waits for their approval like any letter.',
  tags,
  params: recordIdParams,
  responses: {
    201: dispute,
    404: apiError.describe('No such reinsertion in the caller’s organization'),
    409: apiError.describe(
      'A letter was already drafted, the notice came in time, the item is not on file, or a dispute of it is open',
    ),
  },
});
