import { receivePaymentWebhook } from '@app/contracts/endpoints/billing.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../platform/http/serve';
import type { PaymentWebhookService } from './payment-webhook.service';

/** Its own plugin: the signature is over the exact bytes, so JSON is kept as a string here. */
export const paymentWebhookRoutes: FastifyPluginAsync<{ service: PaymentWebhookService }> = async (
  app,
  { service },
) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  serve(app, receivePaymentWebhook, { access: 'public' }, async (request) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const header = request.headers['stripe-signature'];
    return service.receive(raw, Array.isArray(header) ? header[0] : header);
  });
};
