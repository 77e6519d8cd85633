import {
  changeAccessLevelRequest,
  clientSummary,
  userActivity,
  userActivityQuery,
} from '../admin-clients.contract';
import { clientOnboarding, invitationLink } from '../client-onboarding.contract';
import { apiError } from '../common/api-error';
import { recordIdParams, userIdPathParams } from '../common/params';
import {
  createClientRequest,
  createdClient,
  dateOfBirthOnFile,
  publicUser,
  setDateOfBirthRequest,
  updateProfileRequest,
  userListPage,
  userListQuery,
} from '../users.contract';
import { endpoint } from './endpoint';

const tags = ['users'];
const adminClients = ['admin: clients'];

export const createClient = endpoint({
  method: 'POST',
  path: '/api/users',
  operationId: 'createClient',
  summary: 'Create a client account',
  tags: adminClients,
  body: createClientRequest,
  responses: {
    201: createdClient,
    400: apiError.describe('A field is invalid, or the plan is not a consumer plan on offer'),
    409: apiError.describe(
      'The email is already taken, or the organization’s plan holds no more active clients',
    ),
  },
});

export const changeAccessLevel = endpoint({
  method: 'PATCH',
  path: '/api/admin/users/{userId}',
  operationId: 'changeAccessLevel',
  summary: 'Change a user’s access level',
  tags: adminClients,
  params: userIdPathParams,
  body: changeAccessLevelRequest,
  responses: {
    200: publicUser,
    409: apiError.describe(
      'Making an admin a client again would pass the plan’s limit of active clients, or leave the organization without an owner',
    ),
  },
});

export const getClientSummary = endpoint({
  method: 'GET',
  path: '/api/admin/clients/{userId}/summary',
  operationId: 'getClientSummary',
  summary: 'A client’s overview for the admin portal',
  tags: adminClients,
  params: userIdPathParams,
  responses: { 200: clientSummary },
});

export const getClientOnboarding = endpoint({
  method: 'GET',
  path: '/api/admin/clients/{userId}/onboarding',
  operationId: 'getClientOnboarding',
  summary: 'What was given when the client was onboarded, and where their invitation stands',
  tags: adminClients,
  params: userIdPathParams,
  responses: { 200: clientOnboarding },
});

export const resendClientInvitation = endpoint({
  method: 'POST',
  path: '/api/admin/clients/{userId}/invitation',
  operationId: 'resendClientInvitation',
  summary: 'Send the client a new invitation link; the earlier one stops working',
  tags: adminClients,
  params: userIdPathParams,
  responses: {
    201: invitationLink,
    409: apiError.describe('The client has already chosen a password, or is no client'),
  },
});

export const listUserActivity = endpoint({
  method: 'GET',
  path: '/api/admin/users/{userId}/audit',
  operationId: 'listUserActivity',
  summary: 'A user’s recent audited activity',
  tags: adminClients,
  params: userIdPathParams,
  querystring: userActivityQuery,
  responses: { 200: userActivity },
});

export const getDateOfBirth = endpoint({
  method: 'GET',
  path: '/api/users/{id}/date-of-birth',
  operationId: 'getDateOfBirth',
  summary: 'A person’s date of birth on file: one’s own, or a client’s for an admin',
  tags,
  params: recordIdParams,
  responses: { 200: dateOfBirthOnFile },
});

export const setDateOfBirth = endpoint({
  method: 'PUT',
  path: '/api/users/{id}/date-of-birth',
  operationId: 'setDateOfBirth',
  summary: 'Set or remove a person’s date of birth: one’s own, or a client’s for an admin',
  tags,
  params: recordIdParams,
  body: setDateOfBirthRequest,
  responses: { 200: dateOfBirthOnFile },
});

export const getCurrentUser = endpoint({
  method: 'GET',
  path: '/api/users/current',
  operationId: 'getCurrentUser',
  summary: 'The signed-in person’s profile',
  tags: ['users'],
  responses: { 200: publicUser },
});

export const getUser = endpoint({
  method: 'GET',
  path: '/api/users/{id}',
  operationId: 'getUser',
  summary: 'A user’s profile: one’s own, or anyone’s for an admin',
  tags: ['users'],
  params: recordIdParams,
  responses: { 200: publicUser },
});

export const updateCurrentUser = endpoint({
  method: 'PATCH',
  path: '/api/users/current',
  operationId: 'updateCurrentUser',
  summary: 'Update the signed-in person’s profile',
  tags: ['users'],
  body: updateProfileRequest,
  responses: { 200: publicUser },
});

export const listUsers = endpoint({
  method: 'GET',
  path: '/api/users',
  operationId: 'listUsers',
  summary: 'Search and page through users',
  tags: ['users'],
  querystring: userListQuery,
  responses: { 200: userListPage },
});
