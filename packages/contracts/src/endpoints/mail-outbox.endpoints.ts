import { mailOutboxList, mailOutboxQuery } from '../mail-outbox.contract';
import { endpoint } from './endpoint';

export const listOutboxMail = endpoint({
  method: 'GET',
  path: '/api/admin/mail-outbox',
  operationId: 'listOutboxMail',
  summary: 'The latest mail the product sent or kept in the outbox',
  tags: ['admin: mail'],
  querystring: mailOutboxQuery,
  responses: { 200: mailOutboxList },
});
