import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { teamKeys } from '../../../lib/query-keys/team';

/** POST /api/team/invitation: whether the link still works, and whom it invites to which company. */
const checkTeamInvitation = (token: string) => call(endpoints.checkTeamInvitation, { body: { token } });

const teamInvitationQuery = (token: string) =>
  queryOptions({
    queryKey: teamKeys.invitation(token),
    queryFn: () => checkTeamInvitation(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useTeamInvitation = (token: string) => useQuery(teamInvitationQuery(token));
