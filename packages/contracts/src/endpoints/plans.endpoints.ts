import { subscriptionPlanList } from '../plans.contract';
import { endpoint } from './endpoint';

export const listSubscriptionPlans = endpoint({
  method: 'GET',
  path: '/api/subscription-plans',
  operationId: 'listSubscriptionPlans',
  summary: 'The plans on offer, with their prices',
  tags: ['billing'],
  responses: { 200: subscriptionPlanList },
});
