import { receiveLobWebhook } from '@app/contracts/endpoints/certified-mail.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../platform/http/serve';
import type { MailTrackingService } from './mail-tracking.service';

const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Its own plugin: the signature is over the exact bytes, so JSON is kept as a string here. */
export const lobWebhookRoutes: FastifyPluginAsync<{ tracking: MailTrackingService }> = async (
  app,
  { tracking },
) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  serve(app, receiveLobWebhook, { access: 'public' }, async (request) =>
    tracking.receiveLob(typeof request.body === 'string' ? request.body : '', {
      signature: header(request.headers['lob-signature']),
      timestamp: header(request.headers['lob-signature-timestamp']),
    }),
  );
};
