import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { clientKeys } from '../../../lib/query-keys/clients';

/** GET /api/admin/clients/{userId}/onboarding: phone, SSN's last 4, plan, lead notes, invitation. */
const getClientOnboarding = (userId: number) => call(endpoints.getClientOnboarding, { params: { userId } });

const clientOnboardingQuery = (userId: number) =>
  queryOptions({ queryKey: clientKeys.onboarding(userId), queryFn: () => getClientOnboarding(userId) });

export const useClientOnboarding = (userId: number) => useQuery(clientOnboardingQuery(userId));
