import type { BureauResponse } from '@app/contracts/bureau-responses.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { bureauResponseKeys } from '../../../lib/query-keys/bureau-responses';

/** GET /api/bureau-responses/{userId}: what the bureaus answered this client. */
const getBureauResponses = (userId: number) =>
  apiGetRequired<BureauResponse[]>(`/api/bureau-responses/${userId}`);

const bureauResponsesQuery = (userId: number) =>
  queryOptions({
    queryKey: bureauResponseKeys.ofClient(userId),
    queryFn: () => getBureauResponses(userId),
  });

export const useBureauResponses = (userId: number | undefined) =>
  useQuery({ ...bureauResponsesQuery(userId ?? 0), enabled: !!userId });
