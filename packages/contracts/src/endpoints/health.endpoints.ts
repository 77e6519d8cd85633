import { apiError } from '../common/api-error';
import { healthStatus } from '../health.contract';
import { endpoint } from './endpoint';

export const getHealth = endpoint({
  method: 'GET',
  path: '/api/health',
  operationId: 'getHealth',
  summary: 'Liveness: the process answers',
  tags: ['health'],
  responses: { 200: healthStatus },
});

export const getReadiness = endpoint({
  method: 'GET',
  path: '/api/ready',
  operationId: 'getReadiness',
  summary: 'Readiness: the database answers',
  tags: ['health'],
  responses: { 200: healthStatus, 503: apiError.describe('The database does not answer') },
});
