import { ownerQuery, userIdPathParams } from '../common/params';
import {
  documentRequest,
  documentRequestBody,
  documentRequestList,
  nextSteps,
  noticePreferences,
  unsubscribeRequest,
  unsubscribeResult,
} from '../notices.contract';
import { endpoint } from './endpoint';

const tags = ['next steps and notices'];

export const getNextSteps = endpoint({
  method: 'GET',
  path: '/api/next-steps',
  operationId: 'getNextSteps',
  summary: 'What needs the person now: letters to approve, follow-ups, documents, agreements',
  tags,
  querystring: ownerQuery,
  responses: { 200: nextSteps },
});

export const getNoticePreferences = endpoint({
  method: 'GET',
  path: '/api/notice-preferences',
  operationId: 'getNoticePreferences',
  summary: 'Which kinds of e-mail notices the person gets (each on unless turned off)',
  tags,
  querystring: ownerQuery,
  responses: { 200: noticePreferences },
});

export const updateNoticePreferences = endpoint({
  method: 'PUT',
  path: '/api/notice-preferences',
  operationId: 'updateNoticePreferences',
  summary: 'Choose which kinds of e-mail notices to get; only the person chooses their own',
  tags,
  body: noticePreferences,
  responses: { 200: noticePreferences },
});

export const unsubscribeFromNotices = endpoint({
  method: 'POST',
  path: '/api/notices/unsubscribe',
  operationId: 'unsubscribeFromNotices',
  summary: 'Turn off one kind of e-mail notice with the signed token of its link (no sign-in)',
  tags,
  body: unsubscribeRequest,
  responses: { 200: unsubscribeResult },
});

export const unsubscribeFromNoticesOneClick = endpoint({
  method: 'POST',
  path: '/api/notices/unsubscribe/one-click',
  operationId: 'unsubscribeFromNoticesOneClick',
  summary: 'The List-Unsubscribe-Post target of a notice e-mail (RFC 8058)',
  tags,
  querystring: unsubscribeRequest,
  responses: { 200: unsubscribeResult },
});

export const listDocumentRequests = endpoint({
  method: 'GET',
  path: '/api/users/{userId}/document-requests',
  operationId: 'listDocumentRequests',
  summary: 'Documents the specialist asked a client for, open or satisfied by an upload',
  tags,
  params: userIdPathParams,
  responses: { 200: documentRequestList },
});

export const requestClientDocument = endpoint({
  method: 'POST',
  path: '/api/admin/clients/{userId}/document-requests',
  operationId: 'requestClientDocument',
  summary: 'Ask a client for a document; they see it on their home and by e-mail',
  tags: ['admin: clients'],
  params: userIdPathParams,
  body: documentRequestBody,
  responses: { 201: documentRequest },
});
