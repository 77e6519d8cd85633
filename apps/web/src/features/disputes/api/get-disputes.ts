import { countDisputes } from '@app/contracts/dispute-counts';
import type { Dispute } from '@app/contracts/disputes.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/** GET /api/disputes: the signed-in person's disputes. */
const getDisputes = () => apiGetRequired<Dispute[]>('/api/disputes');

export const disputesQuery = queryOptions({ queryKey: disputeKeys.own(), queryFn: getDisputes });

export const useDisputes = () => useQuery(disputesQuery);

/** Counts for summary tiles and dashboard counters, counted as the admin's card counts them. */
export const useDisputeCounts = () => useQuery({ ...disputesQuery, select: countDisputes });
