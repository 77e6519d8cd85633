import { apiError } from '../common/api-error';
import { pdfFile } from '../common/files';
import { ownerQuery, recordIdParams, userIdOrEveryoneParams, userIdPathParams } from '../common/params';
import { batchApprovalRequest, batchApprovalResponse } from '../dispute-batch.contract';
import {
  addTrackingRequest,
  allDisputesPage,
  allDisputesQuery,
  approveDisputeRequest,
  completeFollowUpRequest,
  createDisputeRequest,
  dispute,
  disputeChangeRequest,
  disputeList,
  reviseLetterRequest,
  setDeliveryRequest,
  trackingInfo,
  trackingListPage,
  trackingListQuery,
  trackingNumberParams,
  trackingRefresh,
  untrackedDisputes,
} from '../disputes.contract';
import { letterReadiness, lettersToMail, lettersToMailQuery, printLettersQuery } from '../letter-readiness';
import { endpoint } from './endpoint';

const tags = ['disputes'];
const mailTracking = ['mail tracking'];

export const listDisputes = endpoint({
  method: 'GET',
  path: '/api/disputes',
  operationId: 'listDisputes',
  summary: 'The signed-in person’s disputes (or, with ?userId, a client’s for an admin)',
  tags,
  querystring: ownerQuery,
  responses: { 200: disputeList },
});

export const listDueFollowUps = endpoint({
  method: 'GET',
  path: '/api/disputes/follow-up',
  operationId: 'listDueFollowUps',
  summary: 'The signed-in person’s disputes whose follow-up is due',
  tags,
  responses: { 200: disputeList },
});

export const listUserDisputes = endpoint({
  method: 'GET',
  path: '/api/disputes/{userId}',
  operationId: 'listUserDisputes',
  summary:
    'A person’s disputes: one’s own, a client’s for an admin, or (user id 0) the 500 newest of everyone’s',
  tags,
  params: userIdOrEveryoneParams,
  responses: { 200: disputeList },
});

export const createDispute = endpoint({
  method: 'POST',
  path: '/api/disputes',
  operationId: 'createDispute',
  summary: 'Open a dispute of a credit issue with a bureau',
  tags,
  body: createDisputeRequest,
  responses: {
    201: dispute,
    404: apiError.describe('No such credit issue, or not the caller’s to see'),
    400: apiError.describe('A field, or the Idempotency-Key header, is not valid'),
    403: apiError.describe('An attestation given from a Test as Client session: only the client attests'),
    409: apiError.describe('Already disputed with this bureau, or the plan’s items this month are used'),
    422: apiError.describe('The Idempotency-Key was already used for a different request'),
  },
});

export const markFollowUpDone = endpoint({
  method: 'PATCH',
  path: '/api/disputes/{id}/alert-sent',
  operationId: 'markFollowUpDone',
  summary: 'Mark a dispute’s follow-up as done',
  tags,
  params: recordIdParams,
  responses: { 200: dispute },
});

export const completeFollowUp = endpoint({
  method: 'PUT',
  path: '/api/disputes/{id}/follow-up-completion',
  operationId: 'completeFollowUp',
  summary:
    'Mark a dispute’s follow-up completed, with what the bureau said (or that it has not answered yet)',
  tags,
  params: recordIdParams,
  body: completeFollowUpRequest,
  responses: {
    200: dispute,
    400: apiError.describe('The answer is missing or not one of the choices'),
    404: apiError.describe('No such dispute, or not the caller’s to see'),
  },
});

export const undoFollowUpCompletion = endpoint({
  method: 'DELETE',
  path: '/api/disputes/{id}/follow-up-completion',
  operationId: 'undoFollowUpCompletion',
  summary: 'Put a completed follow-up back on the list, within a day of completing it',
  tags,
  params: recordIdParams,
  responses: {
    200: dispute,
    404: apiError.describe('No such dispute, or not the caller’s to see'),
    409: apiError.describe('The follow-up is not completed, or was completed more than a day ago'),
  },
});

export const downloadDisputeLetterPdf = endpoint({
  method: 'GET',
  path: '/api/disputes/{id}/letter.pdf',
  operationId: 'downloadDisputeLetterPdf',
  summary: 'Download a dispute letter as a PDF',
  tags,
  params: recordIdParams,
  responses: { 200: pdfFile },
});

export const approveDispute = endpoint({
  method: 'POST',
  path: '/api/disputes/{id}/approve',
  operationId: 'approveDispute',
  summary: 'Approve one’s own dispute letter for mailing',
  tags,
  params: recordIdParams,
  body: approveDisputeRequest,
  responses: { 200: dispute, 409: apiError.describe('Already approved, or no longer pending') },
});

export const answerDisputeLetters = endpoint({
  method: 'POST',
  path: '/api/disputes/approve',
  operationId: 'answerDisputeLetters',
  summary: 'Approve several of one’s own letters at once, or say an item is accurate',
  tags,
  body: batchApprovalRequest,
  responses: {
    200: batchApprovalResponse,
    403: apiError.describe('Only the consumer answers letters sent in their name'),
    404: apiError.describe('No such letter, or not the caller’s'),
    409: apiError.describe('A letter was already approved, or is no longer a draft'),
  },
});

export const requestDisputeChanges = endpoint({
  method: 'POST',
  path: '/api/disputes/{id}/change-request',
  operationId: 'requestDisputeChanges',
  summary: 'Ask for changes to one’s own dispute letter',
  tags,
  params: recordIdParams,
  body: disputeChangeRequest,
  responses: { 200: dispute, 409: apiError.describe('Already approved, or no longer pending') },
});

export const reviseDisputeLetter = endpoint({
  method: 'PATCH',
  path: '/api/disputes/{id}/letter',
  operationId: 'reviseDisputeLetter',
  summary: 'Revise a letter the consumer has not approved yet',
  tags,
  params: recordIdParams,
  body: reviseLetterRequest,
  responses: { 200: dispute, 409: apiError.describe('Already approved, or no longer pending') },
});

export const addDisputeTracking = endpoint({
  method: 'PATCH',
  path: '/api/disputes/{id}/tracking',
  operationId: 'addDisputeTracking',
  summary: 'Record the certified-mail tracking number of a letter',
  tags: mailTracking,
  params: recordIdParams,
  body: addTrackingRequest,
  responses: {
    200: dispute,
    409: apiError.describe('Not approved, not mailable, or within the cancellation period'),
  },
});

export const setDisputeDelivery = endpoint({
  method: 'PATCH',
  path: '/api/disputes/{id}/delivery',
  operationId: 'setDisputeDelivery',
  summary: 'Record the delivery date of a mailed letter',
  tags: mailTracking,
  params: recordIdParams,
  body: setDeliveryRequest,
  responses: { 200: dispute, 409: apiError.describe('Not approved, or not mailed yet') },
});

export const refreshDisputeTracking = endpoint({
  method: 'POST',
  path: '/api/disputes/{id}/update-from-tracking',
  operationId: 'refreshDisputeTracking',
  summary: 'Update a dispute from its mail tracking',
  tags: mailTracking,
  params: recordIdParams,
  responses: {
    200: trackingRefresh,
    409: apiError.describe('The letter is not approved'),
    502: apiError.describe('The postal service failed'),
  },
});

export const trackMail = endpoint({
  method: 'GET',
  path: '/api/usps/track/{trackingNumber}',
  operationId: 'trackMail',
  summary: 'Track a mailed letter by its tracking number',
  tags: mailTracking,
  params: trackingNumberParams,
  responses: { 200: trackingInfo, 502: apiError.describe('The postal service failed') },
});

export const getLetterReadiness = endpoint({
  method: 'GET',
  path: '/api/letter-readiness/{userId}',
  operationId: 'getLetterReadiness',
  summary: 'Who mails a person’s letters, and what must be done before one is approved or mailed',
  tags,
  params: userIdPathParams,
  responses: { 200: letterReadiness },
});

export const listLettersToMail = endpoint({
  method: 'GET',
  path: '/api/admin/letters-to-mail',
  operationId: 'listLettersToMail',
  summary: 'Approved letters the company mails that have no tracking number yet, oldest approval first',
  tags,
  querystring: lettersToMailQuery,
  responses: { 200: lettersToMail },
});

export const printLetters = endpoint({
  method: 'GET',
  path: '/api/admin/letters/print',
  operationId: 'printLetters',
  summary: 'The chosen approved letters in one PDF, each after its envelope’s cover sheet',
  tags,
  querystring: printLettersQuery,
  responses: {
    200: pdfFile,
    409: apiError.describe('A letter is not approved, or cannot be mailed yet (address, contract)'),
  },
});

export const listTrackedDisputes = endpoint({
  method: 'GET',
  path: '/api/admin/tracking',
  operationId: 'listTrackedDisputes',
  summary: 'Page through mailed letters and their tracking',
  tags: mailTracking,
  querystring: trackingListQuery,
  responses: { 200: trackingListPage },
});

export const listUntrackedDisputes = endpoint({
  method: 'GET',
  path: '/api/admin/tracking/untracked/{userId}',
  operationId: 'listUntrackedDisputes',
  summary: 'A client’s approved letters without a tracking number',
  tags: mailTracking,
  params: userIdPathParams,
  responses: { 200: untrackedDisputes },
});

export const listAllDisputes = endpoint({
  method: 'GET',
  path: '/api/admin/all-disputes',
  operationId: 'listAllDisputes',
  summary: 'Page through every client’s disputes, newest first, by status, bureau and client',
  tags,
  querystring: allDisputesQuery,
  responses: {
    200: allDisputesPage,
    400: apiError.describe('A filter is not one of its values, or the cursor is not this list’s'),
  },
});
