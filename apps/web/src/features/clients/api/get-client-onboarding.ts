import type { ClientOnboarding } from '@app/contracts/client-onboarding.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { clientKeys } from '../../../lib/query-keys/clients';

/** GET /api/admin/clients/{userId}/onboarding: phone, SSN's last 4, plan, lead notes, invitation. */
const getClientOnboarding = (userId: number) =>
  apiGetRequired<ClientOnboarding>(`/api/admin/clients/${userId}/onboarding`);

const clientOnboardingQuery = (userId: number) =>
  queryOptions({ queryKey: clientKeys.onboarding(userId), queryFn: () => getClientOnboarding(userId) });

export const useClientOnboarding = (userId: number) => useQuery(clientOnboardingQuery(userId));
