import type { CompleteCompanySignupRequest } from '@app/contracts/company-signup.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /api/company-signup/complete: the organization, its owner, and the owner's first session. */
const completeCompanySignup = (body: CompleteCompanySignupRequest) =>
  call(endpoints.completeCompanySignup, { body });

export const useCompleteCompanySignup = () => useMutation({ mutationFn: completeCompanySignup });
