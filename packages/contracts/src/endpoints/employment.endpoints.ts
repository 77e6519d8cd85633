import { ownerQuery, userIdPathParams } from '../common/params';
import { addEmploymentRequest, employmentRecord, employmentRecordList } from '../employment.contract';
import { endpoint } from './endpoint';

export const getEmploymentRecords = endpoint({
  method: 'GET',
  path: '/api/employment-verifications',
  operationId: 'getEmploymentRecords',
  summary: 'The signed-in person’s employment history, newest job first',
  tags: ['employment'],
  querystring: ownerQuery,
  responses: { 200: employmentRecordList },
});

export const getUserEmploymentRecords = endpoint({
  method: 'GET',
  path: '/api/employment-verifications/{userId}',
  operationId: 'getUserEmploymentRecords',
  summary: 'A person’s employment history: one’s own, or a client’s for an admin',
  tags: ['employment'],
  params: userIdPathParams,
  responses: { 200: employmentRecordList },
});

export const addEmploymentRecord = endpoint({
  method: 'POST',
  path: '/api/employment-verifications',
  operationId: 'addEmploymentRecord',
  summary: 'Add a job to the employment history (salary in cents); it starts as not verified',
  tags: ['employment'],
  body: addEmploymentRequest,
  responses: { 201: employmentRecord },
});
