import { z } from 'zod';
import { apiError } from '../common/api-error';
import { userIdPathParams } from '../common/params';
import {
  badgeList,
  completeStepRequest,
  completeStepResponse,
  onboardingProgress,
  onboardingProgressQuery,
  onboardingStepList,
} from '../onboarding.contract';
import { endpoint } from './endpoint';

const tags = ['onboarding'];

export const getOnboardingProgress = endpoint({
  method: 'GET',
  path: '/api/onboarding/progress/{userId}',
  operationId: 'getOnboardingProgress',
  summary: 'Level, XP, completed steps and streak (days counted in ?timeZone, the browser’s zone)',
  tags,
  params: userIdPathParams,
  querystring: onboardingProgressQuery,
  responses: { 200: onboardingProgress },
});

export const listOnboardingSteps = endpoint({
  method: 'GET',
  path: '/api/onboarding/steps',
  operationId: 'listOnboardingSteps',
  summary: 'The onboarding steps, each completed, available or locked for the signed-in person',
  tags,
  responses: { 200: onboardingStepList },
});

export const listBadges = endpoint({
  method: 'GET',
  path: '/api/onboarding/badges/{userId}',
  operationId: 'listBadges',
  summary: 'The badges a person has earned; isNew until seen',
  tags,
  params: userIdPathParams,
  responses: { 200: badgeList },
});

export const markBadgesSeen = endpoint({
  method: 'POST',
  path: '/api/onboarding/badges/seen',
  operationId: 'markBadgesSeen',
  summary: 'The signed-in person has seen their new badges',
  tags,
  responses: { 204: z.undefined().describe('Marked as seen') },
});

export const completeOnboardingStep = endpoint({
  method: 'POST',
  path: '/api/onboarding/complete-step',
  operationId: 'completeOnboardingStep',
  summary: 'Claim a step the person has done; locked or not done answers 409',
  tags,
  body: completeStepRequest,
  responses: {
    200: completeStepResponse,
    409: apiError.describe('Locked, not done, or already completed'),
  },
});
