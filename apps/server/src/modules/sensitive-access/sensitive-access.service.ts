import {
  type RevealedSensitiveValue,
  type RevealSensitiveRequest,
  type SensitiveAccessEntry,
  type SensitiveAccessPage,
  sensitiveMessages,
} from '@app/contracts/sensitive-access.contract';
import {
  type SensitiveField,
  sensitiveAccessActions,
  sensitiveFields,
  sensitiveReasons,
} from '@app/contracts/sensitive-access-words';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { Acting } from '../../platform/auth/request-origin';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { AppError } from '../../platform/errors';
import { decodePageCursor, encodePageCursor } from '../../platform/page-cursor';
import { openIdentity } from '../credit-monitoring/sealed-identity';
import type { SensitiveAccessRepository } from './sensitive-access.repository';

const notOnFile = (field: SensitiveField) =>
  new AppError(404, 'NOT_ON_FILE', sensitiveMessages.notOnFile(field), [
    { field: 'field', message: sensitiveMessages.notOnFile(field) },
  ]);

const cursorScope = (f: { personId?: number; clientId?: number }) =>
  `sensitive-access:${f.personId ?? ''}:${f.clientId ?? ''}`;
const isId = (k: unknown): k is number => Number.isInteger(k) && (k as number) > 0;
const oneOf = <T extends string>(list: readonly T[], v: unknown) => (list.includes(v as T) ? (v as T) : null);

/**
 * Deliberate views of a client's sensitive data: each reveal answers the value once and is written
 * to the audit log (who, when, which field of which client, why) before the answer leaves; the
 * owner reads those entries, with exports and 'Test as Client' starts, on the Sensitive access page.
 */
export function createSensitiveAccessService(deps: {
  repo: SensitiveAccessRepository;
  secretBox: Pick<SecretBox, 'open'>;
  audit: Pick<AuditLog, 'record'>;
  now?: () => Date;
}) {
  const { repo, secretBox, audit } = deps;
  const now = deps.now ?? (() => new Date());

  /** The full value, opened from its seal; null when the client has none on file. */
  async function fullValue(clientId: number, field: SensitiveField, itemId: number | undefined) {
    switch (field) {
      case 'dateOfBirth': {
        const sealed = await repo.sealedDateOfBirth(clientId);
        return sealed ? secretBox.open(sealed) : null;
      }
      case 'ssn': {
        const ssn = openIdentity(secretBox, await repo.sealedIdentity(clientId))?.ssn;
        return typeof ssn === 'string' && /^\d{9}$/.test(ssn)
          ? `${ssn.slice(0, 3)}-${ssn.slice(3, 5)}-${ssn.slice(5)}`
          : null;
      }
      case 'accountNumber': {
        const sealed = await repo.sealedAccountNumber(clientId, itemId as number);
        return sealed ? secretBox.open(sealed) : null;
      }
      case 'monitoringCredential': {
        const sealed = await repo.sealedMonitoringPassword(clientId, itemId as number);
        return sealed ? secretBox.open(sealed) : null;
      }
    }
  }

  return {
    /** `clientId` is already one the viewer may see (404 otherwise, by the route). */
    async reveal(
      actor: Acting,
      clientId: number,
      request: RevealSensitiveRequest,
    ): Promise<RevealedSensitiveValue> {
      const value = await fullValue(clientId, request.field, request.itemId);
      if (value === null) throw notOnFile(request.field);
      // The entry is the only write: awaited, so a view that cannot be recorded is not answered.
      await audit.record({
        actorId: actor.user.id,
        action: 'sensitive.revealed',
        targetType: request.itemId === undefined ? 'user' : request.field,
        targetId: request.itemId ?? clientId,
        subjectUserId: clientId,
        origin: actor,
        details: { field: request.field, reason: request.reason, itemId: request.itemId ?? null },
      });
      return { field: request.field, value, revealedAt: now().toISOString() };
    },

    async log(
      viewer: SessionUser,
      query: { personId?: number; clientId?: number; cursor?: string; limit: number },
    ): Promise<SensitiveAccessPage> {
      const filter = { personId: query.personId, clientId: query.clientId };
      const after = decodePageCursor(query.cursor, cursorScope(filter), isId);
      const [rows, choices] = await Promise.all([
        repo.page(viewer.organizationId, { ...filter, beforeId: after?.id }, query.limit + 1),
        repo.choices(viewer.organizationId),
      ]);
      const shown = rows.slice(0, query.limit);
      const last = shown.at(-1);
      const entries = shown.map((r): SensitiveAccessEntry => {
        const details = (r.details ?? {}) as Record<string, unknown>;
        const act = sensitiveAccessActions[r.action as keyof typeof sensitiveAccessActions];
        return {
          id: r.id,
          at: r.at.toISOString(),
          act,
          person: r.personId !== null && r.personName ? { id: r.personId, name: r.personName } : null,
          client: r.clientId !== null && r.clientName ? { id: r.clientId, name: r.clientName } : null,
          field: oneOf(sensitiveFields, details.field),
          reason: oneOf(sensitiveReasons, details.reason),
          rows: typeof details.rows === 'number' ? details.rows : null,
        };
      });
      return {
        entries,
        nextCursor:
          rows.length > query.limit && last
            ? encodePageCursor(cursorScope(filter), { key: last.id, id: last.id })
            : null,
        ...choices,
      };
    },
  };
}
export type SensitiveAccessService = ReturnType<typeof createSensitiveAccessService>;
