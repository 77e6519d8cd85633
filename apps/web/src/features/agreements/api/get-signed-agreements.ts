import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { agreementKeys } from '../../../lib/query-keys/agreements';

export type { SignedAgreement } from '@app/contracts/agreements.contract';

/** GET /api/agreements: every document the person signed, kept unchanged for the retention period. */
const getSignedAgreements = () => call(endpoints.listAgreements);

const signedAgreementsQuery = queryOptions({
  queryKey: agreementKeys.signed(),
  queryFn: getSignedAgreements,
});

export const useSignedAgreements = () => useQuery(signedAgreementsQuery);

/** GET /api/agreements/{id}/pdf: the signed text with the signature record, as a PDF download. */
export const agreementPdfUrl = (id: number) => `/api/agreements/${id}/pdf`;
