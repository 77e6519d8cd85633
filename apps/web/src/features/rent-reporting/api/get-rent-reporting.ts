import type { RentReporting } from '@app/contracts/rent-reporting.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { rentReportingKeys } from '../../../lib/query-keys/rent-reporting';

/** GET /api/rent-utility-reporting: the services scored for the signed-in person. */
const getRentReporting = () => apiGetRequired<RentReporting>('/api/rent-utility-reporting');

export const useRentReporting = () =>
  useQuery(queryOptions({ queryKey: rentReportingKeys.overview(), queryFn: getRentReporting }));
