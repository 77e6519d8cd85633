import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { bureauResponseKeys } from '../../../lib/query-keys/bureau-responses';

/** GET /api/bureau-responses/{userId}: what the bureaus answered this client. */
const getBureauResponses = (userId: number) => call(endpoints.listBureauResponses, { params: { userId } });

const bureauResponsesQuery = (userId: number) =>
  queryOptions({
    queryKey: bureauResponseKeys.ofClient(userId),
    queryFn: () => getBureauResponses(userId),
  });

export const useBureauResponses = (userId: number | undefined) =>
  useQuery({ ...bureauResponsesQuery(userId ?? 0), enabled: !!userId });
