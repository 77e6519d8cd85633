import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /api/organization/billing/card: a card setup for the company (nothing is charged). */
const startOrganizationCard = () => call(endpoints.startOrganizationCard);

export const useStartOrganizationCard = () => useMutation({ mutationFn: startOrganizationCard });
