import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { planKeys } from '../../../lib/query-keys/plans';

/** GET /api/admin/plans: the organization's plans with how each is charged (the plan editor). */
const getAdminPlans = () => call(endpoints.listAdminPlans);

const adminPlansQuery = queryOptions({
  queryKey: planKeys.admin,
  queryFn: getAdminPlans,
});

export const useAdminPlans = () => useQuery(adminPlansQuery);
