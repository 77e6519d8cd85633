import { apiError } from '@app/contracts/common/api-error';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { PaymentWebhookService } from './payment-webhook.service';

/** Its own plugin: the signature is over the exact bytes, so JSON is kept as a string here. */
export const paymentWebhookRoutes: FastifyPluginAsync<{ service: PaymentWebhookService }> = async (
  app,
  { service },
) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/api/stripe/webhook',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'receivePaymentWebhook',
        summary: 'Receive a Stripe event, signed with the webhook secret',
        tags: ['billing'],
        response: {
          200: z.object({ received: z.literal(true), applied: z.boolean() }),
          400: apiError.describe('Bad signature, or not a Stripe event'),
          404: apiError.describe('Webhooks are not configured'),
        },
      },
    },
    async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const header = request.headers['stripe-signature'];
      return service.receive(raw, Array.isArray(header) ? header[0] : header);
    },
  );
};
