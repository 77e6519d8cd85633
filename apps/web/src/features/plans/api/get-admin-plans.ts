import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { planKeys } from '../../../lib/query-keys/plans';

/** GET /api/admin/plans: the organization's plans with how each is charged (the plan editor). */
const getAdminPlans = () => call(endpoints.listAdminPlans);

const adminPlansQuery = queryOptions({
  queryKey: planKeys.admin,
  queryFn: getAdminPlans,
});

export const useAdminPlans = () => useQuery(adminPlansQuery);
