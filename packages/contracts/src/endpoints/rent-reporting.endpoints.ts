import { ownerQuery, userIdPathParams } from '../common/params';
import { enrollRentServiceRequest, rentReporting, rentService } from '../rent-reporting.contract';
import { endpoint } from './endpoint';

const tags = ['rent reporting'];

export const getRentReporting = endpoint({
  method: 'GET',
  path: '/api/rent-utility-reporting',
  operationId: 'getRentReporting',
  summary: 'Rent and utility reporting services scored for the person, with their enrollments',
  tags,
  querystring: ownerQuery,
  responses: { 200: rentReporting },
});

export const getUserRentReporting = endpoint({
  method: 'GET',
  path: '/api/rent-utility-reporting/{userId}',
  operationId: 'getUserRentReporting',
  summary: 'A person’s rent reporting page: one’s own, or a client’s for an admin',
  tags,
  params: userIdPathParams,
  responses: { 200: rentReporting },
});

export const recordRentEnrollment = endpoint({
  method: 'POST',
  path: '/api/rent-utility-reporting/enroll',
  operationId: 'recordRentEnrollment',
  summary: 'Enroll: record the person’s choice of a service, with the date (we enroll nobody elsewhere)',
  tags,
  body: enrollRentServiceRequest,
  responses: { 200: rentService },
});
