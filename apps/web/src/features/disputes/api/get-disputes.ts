import { countDisputes } from '@app/contracts/dispute-counts';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/** GET /api/disputes: the signed-in person's disputes. */
const getDisputes = () => call(endpoints.listDisputes);

export const disputesQuery = queryOptions({ queryKey: disputeKeys.own(), queryFn: getDisputes });

export const useDisputes = () => useQuery(disputesQuery);

/** Counts for summary tiles and dashboard counters, counted as the admin's card counts them. */
export const useDisputeCounts = () => useQuery({ ...disputesQuery, select: countDisputes });
