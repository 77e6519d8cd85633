import {
  mailBatchRequest,
  mailBatchResult,
  mailLetterRequest,
  mailPiece,
  mailQuote,
  mailQuoteQuery,
  mailSpend,
  webhookReceived,
} from '../certified-mail.contract';
import { apiError } from '../common/api-error';
import { pdfFile } from '../common/files';
import { recordIdParams } from '../common/params';
import { endpoint } from './endpoint';

const tags = ['certified mail'];
const refusals = 'Not approved, inside the cancellation period, already mailed, or mailed by the client';

export const getMailQuote = endpoint({
  method: 'GET',
  path: '/api/mail/quote',
  operationId: 'getMailQuote',
  summary: 'The price of mailing letters certified: print, postage, certified fee, electronic return receipt',
  tags,
  querystring: mailQuoteQuery,
  responses: { 200: mailQuote },
});

export const previewMailedLetter = endpoint({
  method: 'GET',
  path: '/api/disputes/{id}/mail/preview',
  operationId: 'previewMailedLetter',
  summary: 'The exact PDF the print shop will print for this letter',
  tags,
  params: recordIdParams,
  querystring: mailQuoteQuery.pick({ enclosureDocumentIds: true }),
  responses: { 200: pdfFile },
});

export const mailLetter = endpoint({
  method: 'POST',
  path: '/api/disputes/{id}/mail',
  operationId: 'mailLetter',
  summary: 'Mail one approved letter certified with an electronic return receipt',
  tags,
  params: recordIdParams,
  body: mailLetterRequest,
  responses: {
    200: mailPiece,
    409: apiError.describe(refusals),
    422: apiError.describe('The provider refused the address as undeliverable'),
  },
});

export const mailLetterBatch = endpoint({
  method: 'POST',
  path: '/api/mail/batches',
  operationId: 'mailLetterBatch',
  summary: 'Mail several approved letters; each refused one is listed with its reason',
  tags,
  body: mailBatchRequest,
  responses: {
    200: mailBatchResult,
    400: apiError.describe('Enclosures chosen for letters of more than one client'),
    404: apiError.describe('An enclosure that is not the client’s own document'),
    409: apiError.describe('An enclosure that cannot be printed, or shows a full SSN it cannot cover'),
  },
});

export const markMailHandled = endpoint({
  method: 'POST',
  path: '/api/disputes/{id}/mail/handled',
  operationId: 'markMailHandled',
  summary: 'Mark a returned letter or delivery issue handled: it leaves the work queue',
  tags,
  params: recordIdParams,
  responses: { 200: mailPiece, 409: apiError.describe('Nothing returned or at issue is waiting') },
});

export const getMailedLetter = endpoint({
  method: 'GET',
  path: '/api/disputes/{id}/mail',
  operationId: 'getMailedLetter',
  summary: 'A mailed letter: its status, cost, events, and the rule that started the bureau’s 30 days',
  tags,
  params: recordIdParams,
  responses: { 200: mailPiece },
});

export const getMailEvidence = endpoint({
  method: 'GET',
  path: '/api/disputes/{id}/mail/evidence',
  operationId: 'getMailEvidence',
  summary:
    'The evidence packet: the printed letter, the return receipt and the events, each with its SHA-256',
  tags,
  params: recordIdParams,
  responses: { 200: pdfFile, 409: apiError.describe('The letter has not reached the provider yet') },
});

export const getMailSpend = endpoint({
  method: 'GET',
  path: '/api/mail/spend',
  operationId: 'getMailSpend',
  summary: 'The organization’s certified mail spend per month',
  tags,
  responses: { 200: mailSpend },
});

export const receiveLobWebhook = endpoint({
  method: 'POST',
  path: '/api/mail/webhooks/lob',
  operationId: 'receiveLobWebhook',
  summary: 'Receive a Lob tracking event, signed with the webhook secret',
  tags,
  responses: {
    200: webhookReceived,
    400: apiError.describe('Not a Lob event'),
    401: apiError.describe('Missing, wrong or stale signature'),
  },
});
