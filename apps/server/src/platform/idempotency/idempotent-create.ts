import { createHash } from 'node:crypto';
import { idempotencyKey, idempotencyKeyHeader, idempotencyMessages } from '@app/contracts/common/idempotency';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from '../../db/transaction';
import { currentUser } from '../auth/access-policy';
import { AppError, badRequest } from '../errors';
import type { IdempotencyRepository } from './idempotency.repository';

/** Called by the service inside the transaction that writes the created row, with the answer's body. */
export type RememberResult = (tx: Transaction, body: unknown) => Promise<void>;

/** How long a key is kept: a client retries within minutes; a day covers a long outage. */
const keptForMs = 24 * 3_600_000;

const reusedKey = () => new AppError(422, 'IDEMPOTENCY_KEY_REUSED', idempotencyMessages.reused);

/**
 * Lets any create route opt in to the Idempotency-Key header: the first request with a key creates
 * and stores its answer in the same transaction; a retry with that key answers the stored status and
 * body (with `Idempotent-Replayed: true`) instead of creating again; the same key with another body
 * answers 422. Without the header the create runs as before. Only successes are stored: a refused
 * request created nothing, so its retry is judged afresh.
 */
export function createIdempotentCreate(repo: IdempotencyRepository) {
  return {
    async run<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      options: { operation: string; status: number },
      create: (remember: RememberResult | undefined) => Promise<T>,
    ): Promise<T> {
      const raw = request.headers[idempotencyKeyHeader.toLowerCase()];
      if (raw === undefined) {
        reply.status(options.status);
        return create(undefined);
      }
      const parsed = idempotencyKey.safeParse(raw);
      if (!parsed.success) {
        throw badRequest(idempotencyMessages.invalid, [
          { field: idempotencyKeyHeader, message: idempotencyMessages.invalid },
        ]);
      }
      const key = parsed.data;
      const userId = currentUser(request).id;
      const requestHash = createHash('sha256')
        .update(`${options.operation}\n${JSON.stringify(request.body ?? null)}`)
        .digest('hex');
      const replay = async () => {
        const stored = await repo.find(userId, key);
        if (!stored) return undefined;
        if (stored.requestHash !== requestHash) throw reusedKey();
        reply.status(stored.statusCode).header('idempotent-replayed', 'true');
        return { body: stored.responseBody as T };
      };
      const earlier = await replay();
      if (earlier) return earlier.body;
      try {
        const body = await create(async (tx, responseBody) => {
          await repo.saveWithin(tx, {
            userId,
            key,
            operation: options.operation,
            requestHash,
            statusCode: options.status,
            responseBody,
          });
        });
        reply.status(options.status);
        return body;
      } catch (err) {
        // A twin request with the same key may have won meanwhile (its key made ours fail, or its
        // row made ours a conflict): its stored answer is this request's answer too.
        const twin = await replay();
        if (twin) return twin.body;
        throw err;
      }
    },
    async purgeExpired(now = new Date()) {
      await repo.deleteOlderThan(new Date(now.getTime() - keptForMs));
    },
  };
}
export type IdempotentCreate = ReturnType<typeof createIdempotentCreate>;
