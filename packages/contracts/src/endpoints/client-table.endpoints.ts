import { clientTablePage, clientTableQuery } from '../client-table.contract';
import { endpoint } from './endpoint';

export const listClientTable = endpoint({
  method: 'GET',
  path: '/api/admin/clients',
  operationId: 'listClientTable',
  summary: 'Client Management’s table: figures per client, sorted, filtered and paged by cursor',
  tags: ['admin: clients'],
  querystring: clientTableQuery,
  responses: { 200: clientTablePage },
});
