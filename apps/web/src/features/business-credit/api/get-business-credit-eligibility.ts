import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { businessCreditKeys } from '../../../lib/query-keys/business-credit';

/** GET /api/business-credit/eligibility: from the latest credit report's score. */
const getEligibility = () => call(endpoints.getBusinessCreditEligibility);

export const useBusinessCreditEligibility = () =>
  useQuery(queryOptions({ queryKey: businessCreditKeys.eligibility(), queryFn: getEligibility }));
