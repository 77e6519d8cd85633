import type { LeadSubmission } from '@app/contracts/leads.contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/contact/lead-submission: any OK status is success; the body is not read. */
const submitLead = (lead: LeadSubmission) =>
  apiRequest<unknown>('POST', '/api/contact/lead-submission', lead);

export const useSubmitLead = () => useMutation({ mutationFn: submitLead });
