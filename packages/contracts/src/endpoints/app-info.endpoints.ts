import { appInfo } from '../app-info.contract';
import { endpoint } from './endpoint';

export const getAppInfo = endpoint({
  method: 'GET',
  path: '/api/app-info',
  operationId: 'getAppInfo',
  summary: 'Company name, support contact and the integrations in use',
  tags: ['health'],
  responses: { 200: appInfo },
});
