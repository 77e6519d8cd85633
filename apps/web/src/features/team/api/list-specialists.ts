import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { teamKeys } from '../../../lib/query-keys/team';

/** GET /api/team/specialists: the active specialists a client may be given to. */
const listSpecialists = () => call(endpoints.listSpecialists);

const specialistsQuery = queryOptions({ queryKey: teamKeys.specialists(), queryFn: listSpecialists });

export const useSpecialists = (enabled = true) => useQuery({ ...specialistsQuery, enabled });
