import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { AcceptTeamInvitationRequest } from '@app/contracts/team.contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /api/team/invitation/accept: the member's account and first session (two-step sign-in next). */
const acceptTeamInvitation = (body: AcceptTeamInvitationRequest) =>
  call(endpoints.acceptTeamInvitation, { body });

export const useAcceptTeamInvitation = () => useMutation({ mutationFn: acceptTeamInvitation });
