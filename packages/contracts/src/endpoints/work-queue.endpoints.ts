import { workQueue, workQueueQuery } from '../work-queue.contract';
import { endpoint } from './endpoint';

export const getWorkQueue = endpoint({
  method: 'GET',
  path: '/api/admin/work-queue',
  operationId: 'getWorkQueue',
  summary: 'Everything waiting across all clients, grouped and ordered by due date',
  tags: ['admin: work queue'],
  querystring: workQueueQuery,
  responses: { 200: workQueue },
});
