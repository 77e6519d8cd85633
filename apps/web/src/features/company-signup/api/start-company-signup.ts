import type { StartCompanySignupRequest } from '@app/contracts/company-signup.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /api/company-signup: mails the one-time link that verifies the address. */
const startCompanySignup = (body: StartCompanySignupRequest) => call(endpoints.startCompanySignup, { body });

export const useStartCompanySignup = () => useMutation({ mutationFn: startCompanySignup });
