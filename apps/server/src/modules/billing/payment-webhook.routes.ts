import type { FastifyPluginAsync } from 'fastify';
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
    { config: { access: 'public' }, schema: { tags: ['billing'] } },
    async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const header = request.headers['stripe-signature'];
      return service.receive(raw, Array.isArray(header) ? header[0] : header);
    },
  );
};
