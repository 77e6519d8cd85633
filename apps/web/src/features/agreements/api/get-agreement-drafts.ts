import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { agreementKeys } from '../../../lib/query-keys/agreements';

export type { AgreementDraft } from '@app/contracts/agreements.contract';

/**
 * GET /api/agreements/drafts?planId=: the disclosure, contract and notice of cancellation as they will
 * be signed (filled with the plan, the price, the company and today's date), each with its SHA-256.
 */
const getAgreementDrafts = (planId: number) => call(endpoints.listAgreementDrafts, { query: { planId } });

const agreementDraftsQuery = (planId: number) =>
  queryOptions({
    queryKey: agreementKeys.drafts(planId),
    queryFn: () => getAgreementDrafts(planId),
  });

export const useAgreementDrafts = (planId: number, enabled: boolean) =>
  useQuery({ ...agreementDraftsQuery(planId), enabled });
