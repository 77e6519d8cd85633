import type { AppInfo } from '@app/contracts/app-info.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { appInfoKeys } from '../../../lib/query-keys/app-info';

/** GET /api/app-info: the company name and support contact of this installation. */
const getAppInfo = () => apiGetRequired<AppInfo>('/api/app-info');

const appInfoQuery = queryOptions({ queryKey: appInfoKeys.all, queryFn: getAppInfo });

export const useAppInfo = () => useQuery(appInfoQuery);
