import type { MailOutboxMessage } from '@app/contracts/mail-outbox.contract';
import { mailOutboxList, mailOutboxQuery } from '@app/contracts/mail-outbox.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

type StoredMessage = Omit<MailOutboxMessage, 'sentAt' | 'createdAt'> & {
  sentAt: Date | null;
  createdAt: Date;
};

/** Without SMTP, mail stays in the outbox: admins read it here (and see what SMTP sent, with any error). */
export const mailOutboxRoutes: FastifyPluginAsyncZod<{
  outbox: { list(limit: number, to?: string): Promise<StoredMessage[]> };
}> = async (app, { outbox }) => {
  app.get(
    '/api/admin/mail-outbox',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listOutboxMail',
        summary: 'The latest mail the product sent or kept in the outbox',
        tags: ['admin: mail'],
        querystring: mailOutboxQuery,
        response: { 200: mailOutboxList },
      },
    },
    async (request) =>
      (await outbox.list(request.query.limit, request.query.to)).map((m) => ({
        ...m,
        sentAt: m.sentAt?.toISOString() ?? null,
        createdAt: m.createdAt.toISOString(),
      })),
  );
};
