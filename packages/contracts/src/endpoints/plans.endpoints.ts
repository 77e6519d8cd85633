import { apiError } from '../common/api-error';
import { recordIdParams } from '../common/params';
import { adminPlan, adminPlanList, planChargingInput, subscriptionPlanList } from '../plans.contract';
import { endpoint } from './endpoint';

export const listSubscriptionPlans = endpoint({
  method: 'GET',
  path: '/api/subscription-plans',
  operationId: 'listSubscriptionPlans',
  summary: 'The plans on offer, with their prices',
  tags: ['billing'],
  responses: { 200: subscriptionPlanList },
});

export const listAdminPlans = endpoint({
  method: 'GET',
  path: '/api/admin/plans',
  operationId: 'listAdminPlans',
  summary: 'The organization’s plans, offered or not, with how each is charged (the plan editor)',
  tags: ['admin: organization'],
  responses: { 200: adminPlanList },
});

export const updatePlanCharging = endpoint({
  method: 'PUT',
  path: '/api/admin/plans/{id}/charging',
  operationId: 'updatePlanCharging',
  summary: 'Set how a plan is charged: monthly, or per deletion at the organization’s price',
  tags: ['admin: organization'],
  params: recordIdParams,
  body: planChargingInput,
  responses: {
    200: adminPlan,
    404: apiError.describe('No plan of the organization’s with that id'),
    400: apiError.describe('The price or the plan’s kind does not allow it; the field is named'),
  },
});
