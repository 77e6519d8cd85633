import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { rentReportingKeys } from '../../../lib/query-keys/rent-reporting';

/** GET /api/rent-utility-reporting: the services scored for the signed-in person. */
const getRentReporting = () => call(endpoints.getRentReporting);

export const useRentReporting = () =>
  useQuery(queryOptions({ queryKey: rentReportingKeys.overview(), queryFn: getRentReporting }));
