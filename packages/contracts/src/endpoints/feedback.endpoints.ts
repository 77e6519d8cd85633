import { okResponse } from '../auth.contract';
import { createFeedbackRequest, featureAnalytics, feedbackList } from '../feedback.contract';
import { endpoint } from './endpoint';

export const sendFeedback = endpoint({
  method: 'POST',
  path: '/api/feedback',
  operationId: 'sendFeedback',
  summary: 'Send feedback on a beta feature',
  tags: ['feedback'],
  body: createFeedbackRequest,
  responses: { 201: okResponse },
});

export const listFeedback = endpoint({
  method: 'GET',
  path: '/api/admin/feedback',
  operationId: 'listFeedback',
  summary: 'Feedback received, newest first',
  tags: ['admin: beta testing'],
  responses: { 200: feedbackList },
});

export const getFeatureAnalytics = endpoint({
  method: 'GET',
  path: '/api/admin/feedback/analytics',
  operationId: 'getFeatureAnalytics',
  summary: 'Uses and average rating per beta feature',
  tags: ['admin: beta testing'],
  responses: { 200: featureAnalytics },
});
