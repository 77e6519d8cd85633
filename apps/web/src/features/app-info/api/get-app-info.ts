import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { appInfoKeys } from '../../../lib/query-keys/app-info';

/** GET /api/app-info: the company name and support contact of this installation. */
const getAppInfo = () => call(endpoints.getAppInfo);

const appInfoQuery = queryOptions({ queryKey: appInfoKeys.all, queryFn: getAppInfo });

export const useAppInfo = () => useQuery(appInfoQuery);
