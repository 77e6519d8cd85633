import { listOutboxMail } from '@app/contracts/endpoints/mail-outbox.endpoints';
import type { MailOutboxMessage } from '@app/contracts/mail-outbox.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { serve } from '../../platform/http/serve';

type StoredMessage = Omit<MailOutboxMessage, 'sentAt' | 'createdAt'> & {
  sentAt: Date | null;
  createdAt: Date;
};

/** Without SMTP, mail stays in the outbox: admins read it here (and see what SMTP sent, with any error). */
export const mailOutboxRoutes: FastifyPluginAsyncZod<{
  outbox: { list(organizationId: number, limit: number, to?: string): Promise<StoredMessage[]> };
}> = async (app, { outbox }) => {
  serve(app, listOutboxMail, { access: 'admin' }, async (request) =>
    (await outbox.list(currentUser(request).organizationId, request.query.limit, request.query.to)).map(
      (m) => ({
        ...m,
        sentAt: m.sentAt?.toISOString() ?? null,
        createdAt: m.createdAt.toISOString(),
      }),
    ),
  );
};
