import {
  exportColumns,
  type ImportPreview,
  type ImportResult,
  importColumnLabels,
  importMessages,
  neutraliseCell,
} from '@app/contracts/client-import.contract';
import { clientLimitOf } from '@app/contracts/organizations.contract';
import type { SensitiveReason } from '@app/contracts/sensitive-access-words';
import { clientMessages } from '@app/contracts/users.contract';
import type { AuditLog } from '../../platform/audit/audit-log';
import { unusablePasswordHash } from '../../platform/auth/passwords';
import type { Acting } from '../../platform/auth/request-origin';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { AppError } from '../../platform/errors';
import { assertClientPlaces } from '../../platform/organizations/client-places';
import type { ClientInvitations } from '../users/client-admin.service';
import type { ClientImportRepository } from './client-import.repository';
import { readClientCsv } from './csv-reading';
import { judgeRows } from './import-rows';

/** An upload as the route has it: the bytes and the declared media type. */
export interface CsvUpload {
  bytes: Buffer;
  contentType: string | undefined;
}

const csvCell = (value: string | null) => {
  const text = neutraliseCell(value ?? '');
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Clients brought over from another system's CSV export, and the client list taken out as CSV. */
export function createClientImportService(deps: {
  repo: ClientImportRepository;
  audit: Pick<AuditLog, 'record'>;
  secretBox: Pick<SecretBox, 'seal'>;
  invitations: Pick<ClientInvitations, 'sendInvitation'>;
  now?: () => Date;
}) {
  const { repo, audit, secretBox } = deps;
  const now = deps.now ?? (() => new Date());

  async function judge(actor: Acting, upload: CsvUpload) {
    const table = readClientCsv(upload.bytes, upload.contentType);
    const organizationId = actor.user.organizationId;
    const [known, team] = await Promise.all([repo.contactsOf(organizationId), repo.teamOf(organizationId)]);
    return { table, ...judgeRows(table, known, team, now().toISOString().slice(0, 10)) };
  }

  return {
    /** Each row's result, with nothing written. */
    async preview(actor: Acting, upload: CsvUpload): Promise<ImportPreview> {
      const { table, preview } = await judge(actor, upload);
      const seats = await repo.clientSeatsOf(actor.user.organizationId);
      const limit = clientLimitOf(seats.plan);
      const counts = { import: 0, error: 0, duplicate: 0 };
      for (const row of preview) counts[row.outcome] += 1;
      return {
        rows: preview,
        counts,
        columns: { found: table.found, unknown: table.unknown },
        clientPlaces: limit === null ? null : { limit, active: seats.active },
      };
    },

    /**
     * Every row that will import, in one transaction with its audit entry, or none: the plan's client
     * places are counted under the organization's lock first. Invitations go out after the commit,
     * and only when asked.
     */
    async commit(actor: Acting, upload: CsvUpload, sendInvitations: boolean): Promise<ImportResult> {
      const { table, preview, importable } = await judge(actor, upload);
      if (importable.length === 0) {
        throw new AppError(422, 'IMPORT_UNREADABLE', importMessages.nothingToImport, [
          { field: 'file', message: importMessages.nothingToImport },
        ]);
      }
      const organizationId = actor.user.organizationId;
      const ids = await repo.inTransaction(async (tx) => {
        await assertClientPlaces(tx, organizationId, importable.length, (limit, active) =>
          importMessages.clientLimit(limit, active, importable.length),
        );
        const inserted = await repo.insertClients(
          tx,
          importable.map(({ client, startDate, memberId }) => ({
            organizationId,
            // The "assigned team member" column: the client's specialist from the first day here.
            assignedSpecialistId: memberId,
            firstName: client.firstName,
            lastName: client.lastName,
            email: client.email,
            // Nobody knows a password until the client chooses theirs with an invitation link.
            passwordHash: unusablePasswordHash,
            accessLevel: 'CLIENT_VIEWER' as const,
            requiresPasswordReset: true,
            phone: client.phone ?? null,
            ...(client.address ?? {}),
            dateOfBirthSealed: client.dateOfBirth ? secretBox.seal(client.dateOfBirth) : null,
            ssnLast4Sealed: client.ssnLast4 ? secretBox.seal(client.ssnLast4) : null,
            ...(startDate ? { createdAt: new Date(`${startDate}T12:00:00Z`) } : {}),
          })),
        );
        if (inserted === 'email-taken') {
          throw new AppError(409, 'EMAIL_TAKEN', clientMessages.emailTaken('one of these addresses'));
        }
        await audit.record(
          {
            actorId: actor.user.id,
            action: 'clients.imported',
            targetType: 'organization',
            targetId: organizationId,
            origin: actor,
            details: {
              imported: inserted.length,
              skipped: preview.length - inserted.length,
              invitations: sendInvitations,
              unknownColumns: table.unknown.slice(0, 50),
              assignments: importable.flatMap((row, i) =>
                row.memberId === null ? [] : [{ userId: inserted[i] as number, memberId: row.memberId }],
              ),
            },
          },
          tx,
        );
        return inserted;
      });
      let invitationsSent = 0;
      if (sendInvitations) {
        for (const [i, row] of importable.entries()) {
          const id = ids[i] as number;
          await deps.invitations.sendInvitation({
            id,
            email: row.client.email,
            firstName: row.client.firstName,
          });
          invitationsSent += 1;
        }
      }
      return { imported: ids.length, skipped: preview.length - ids.length, invitationsSent };
    },

    /**
     * The organization's clients as CSV, each cell a spreadsheet could run as a formula prefixed with
     * ', written to the audit log with why before the file is answered.
     */
    async exportCsv(actor: Acting, reason: SensitiveReason): Promise<string> {
      const clients = await repo.clientsOf(actor.user.organizationId);
      await audit.record({
        actorId: actor.user.id,
        action: 'clients.exported',
        targetType: 'organization',
        targetId: actor.user.organizationId,
        origin: actor,
        details: { reason, rows: clients.length },
      });
      const lines = [exportColumns.map((column) => importColumnLabels[column]).join(',')];
      for (const c of clients) {
        const values: Record<(typeof exportColumns)[number], string | null> = {
          ...c,
          startDate: c.createdAt.toISOString().slice(0, 10),
        };
        lines.push(exportColumns.map((column) => csvCell(values[column])).join(','));
      }
      return `${lines.join('\r\n')}\r\n`;
    },
  };
}
export type ClientImportService = ReturnType<typeof createClientImportService>;
