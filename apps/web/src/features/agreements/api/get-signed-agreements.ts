import type { signedAgreement } from '@app/contracts/agreements.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { agreementsKey } from './get-agreement-drafts';

export type SignedAgreement = (typeof signedAgreement)['_zod']['output'];

/** GET /api/agreements: every document the person signed, kept unchanged for the retention period. */
const getSignedAgreements = () => apiGetRequired<SignedAgreement[]>('/api/agreements');

const signedAgreementsQuery = queryOptions({
  queryKey: [...agreementsKey, 'signed'],
  queryFn: getSignedAgreements,
});

export const useSignedAgreements = () => useQuery(signedAgreementsQuery);

/** GET /api/agreements/{id}/pdf: the signed text with the signature record, as a PDF download. */
export const agreementPdfUrl = (id: number) => `/api/agreements/${id}/pdf`;
