import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { LeadSubmission } from '@app/contracts/leads.contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /api/contact/lead-submission: any OK status is success; the body is not read. */
const submitLead = (lead: LeadSubmission) => call(endpoints.submitLead, { body: lead });

export const useSubmitLead = () => useMutation({ mutationFn: submitLead });
