import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { creditReportKeys } from '../../../lib/query-keys/credit-reports';

/** GET /api/credit-reports: the signed-in person's current report, or null before the first one. */
const getCreditReport = () => call(endpoints.getCurrentCreditReport);

export const creditReportQuery = queryOptions({ queryKey: creditReportKeys.own(), queryFn: getCreditReport });

export const useCreditReport = () => useQuery(creditReportQuery);
