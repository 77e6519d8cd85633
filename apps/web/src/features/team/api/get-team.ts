import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { teamKeys } from '../../../lib/query-keys/team';

/** GET /api/team: the company's team and its pending invitations (Owner). */
const getTeam = () => call(endpoints.getTeam);

const teamQuery = queryOptions({ queryKey: teamKeys.overview(), queryFn: getTeam });

export const useTeam = () => useQuery(teamQuery);
