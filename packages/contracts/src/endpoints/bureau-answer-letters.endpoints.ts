import {
  bureauAnswerLetter,
  bureauAnswerLetterList,
  confirmAnswerLetterRequest,
  confirmAnswerLetterResponse,
  uploadAnswerLetterRequest,
} from '../bureau-answer-letters.contract';
import { apiError } from '../common/api-error';
import { recordIdParams, userIdPathParams } from '../common/params';
import { storedFile } from '../documents.contract';
import { endpoint } from './endpoint';

const tags = ['bureau answer letters'];

export const uploadBureauAnswerLetter = endpoint({
  method: 'POST',
  path: '/api/bureau-answer-letters',
  operationId: 'uploadBureauAnswerLetter',
  summary: 'Upload a photo or PDF of a bureau’s results letter, read into per-item results to confirm',
  tags,
  body: uploadAnswerLetterRequest,
  responses: {
    201: bureauAnswerLetter,
    400: apiError.describe('Empty, too large, or not a PDF, JPEG or PNG'),
    404: apiError.describe('No such client'),
  },
});

export const listBureauAnswerLetters = endpoint({
  method: 'GET',
  path: '/api/bureau-answer-letters/{userId}',
  operationId: 'listBureauAnswerLetters',
  summary: 'A person’s uploaded bureau answer letters and what they were read to say',
  tags,
  params: userIdPathParams,
  responses: { 200: bureauAnswerLetterList },
});

export const getBureauAnswerLetter = endpoint({
  method: 'GET',
  path: '/api/bureau-answer-letter/{id}',
  operationId: 'getBureauAnswerLetter',
  summary: 'One bureau answer letter, its reading and the client’s items it may be about',
  tags,
  params: recordIdParams,
  responses: { 200: bureauAnswerLetter, 404: apiError.describe('No such letter') },
});

export const confirmBureauAnswerLetter = endpoint({
  method: 'POST',
  path: '/api/admin/bureau-answer-letters/{id}/confirm',
  operationId: 'confirmBureauAnswerLetter',
  summary: 'Confirm a bureau answer letter’s results into the outcome ledger',
  tags,
  params: recordIdParams,
  body: confirmAnswerLetterRequest,
  responses: {
    200: confirmAnswerLetterResponse,
    404: apiError.describe('No such letter'),
    409: apiError.describe('Already confirmed, or a picked item is no longer in the client’s file'),
  },
});

export const downloadBureauAnswerLetter = endpoint({
  method: 'GET',
  path: '/api/admin/bureau-answer-letters/{id}/file',
  operationId: 'downloadBureauAnswerLetter',
  summary: 'The uploaded answer letter as it came, for a person to read',
  tags,
  params: recordIdParams,
  responses: { 200: storedFile, 404: apiError.describe('No such letter') },
});
