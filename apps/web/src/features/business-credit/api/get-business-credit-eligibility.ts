import type { BusinessCreditEligibility } from '@app/contracts/business-credit.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { businessCreditKeys } from '../../../lib/query-keys/business-credit';

/** GET /api/business-credit/eligibility: from the latest credit report's score. */
const getEligibility = () => apiGetRequired<BusinessCreditEligibility>('/api/business-credit/eligibility');

export const useBusinessCreditEligibility = () =>
  useQuery(queryOptions({ queryKey: businessCreditKeys.eligibility(), queryFn: getEligibility }));
