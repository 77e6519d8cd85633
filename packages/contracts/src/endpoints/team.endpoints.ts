import { apiError } from '../common/api-error';
import {
  acceptTeamInvitationRequest,
  acceptTeamInvitationResponse,
  assignClientsRequest,
  assignClientsResponse,
  changeTeamRoleRequest,
  inviteTeamMemberRequest,
  pendingInvitation,
  specialistList,
  teamInvitationLink,
  teamInvitationToken,
  teamMember,
  teamMemberParams,
  teamOverview,
} from '../team.contract';
import { endpoint } from './endpoint';

export const getTeam = endpoint({
  method: 'GET',
  path: '/api/team',
  operationId: 'getTeam',
  summary: 'The company’s team and its pending invitations (Owner)',
  tags: ['team'],
  responses: { 200: teamOverview },
});

export const inviteTeamMember = endpoint({
  method: 'POST',
  path: '/api/team/invitations',
  operationId: 'inviteTeamMember',
  summary: 'Invite someone to the team by e-mail: a one-time link that works for 72 hours (Owner)',
  tags: ['team'],
  body: inviteTeamMemberRequest,
  responses: {
    201: pendingInvitation,
    400: apiError.describe('A field is invalid (named in details)'),
    409: apiError.describe('Someone with this e-mail is already in the organization'),
  },
});

export const changeTeamRole = endpoint({
  method: 'PATCH',
  path: '/api/team/members/{memberId}/role',
  operationId: 'changeTeamRole',
  summary: 'Change a team member’s role; it takes effect on their next request (Owner)',
  tags: ['team'],
  params: teamMemberParams,
  body: changeTeamRoleRequest,
  responses: {
    200: teamMember,
    404: apiError.describe('No such team member'),
    409: apiError.describe('The last Owner cannot stop being an Owner'),
  },
});

export const deactivateTeamMember = endpoint({
  method: 'POST',
  path: '/api/team/members/{memberId}/deactivate',
  operationId: 'deactivateTeamMember',
  summary: 'Deactivate a team member: their sessions end at once and their clients become unassigned (Owner)',
  tags: ['team'],
  params: teamMemberParams,
  responses: {
    200: teamMember,
    404: apiError.describe('No such team member'),
    409: apiError.describe('Oneself, or the last Owner'),
  },
});

export const checkTeamInvitation = endpoint({
  method: 'POST',
  path: '/api/team/invitation',
  operationId: 'checkTeamInvitation',
  summary: 'Whether an invitation link still works, and whom it invites',
  tags: ['team'],
  body: teamInvitationToken,
  responses: {
    200: teamInvitationLink,
    400: apiError.describe('The link is unknown, used or expired'),
  },
});

export const acceptTeamInvitation = endpoint({
  method: 'POST',
  path: '/api/team/invitation/accept',
  operationId: 'acceptTeamInvitation',
  summary: 'Accept an invitation: the member’s account and password; two-step sign-in is set up next',
  tags: ['team'],
  body: acceptTeamInvitationRequest,
  responses: {
    201: acceptTeamInvitationResponse,
    400: apiError.describe(
      'The password is too weak (named in details), or the link is unknown, used or expired',
    ),
  },
});

export const assignClients = endpoint({
  method: 'POST',
  path: '/api/team/assignments',
  operationId: 'assignClients',
  summary: 'Give one or many clients to a specialist, or leave them unassigned (Owner or Admin)',
  tags: ['team'],
  body: assignClientsRequest,
  responses: {
    200: assignClientsResponse,
    400: apiError.describe('The specialist is not an active Specialist of the organization'),
    404: apiError.describe('A client is not of the organization'),
  },
});

export const listSpecialists = endpoint({
  method: 'GET',
  path: '/api/team/specialists',
  operationId: 'listSpecialists',
  summary: 'The organization’s active specialists, for assigning clients and filtering lists',
  tags: ['team'],
  responses: { 200: specialistList },
});
