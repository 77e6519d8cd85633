import type { FieldIssue } from '@app/contracts/common/api-error';
import { dayIn } from '@app/contracts/common/dates';
import {
  type AdminCreditConnection,
  type createMonitoringConnectionRequest,
  creditMonitoringMessages,
  type ExperianConnectRequest,
  type ExperianConnectResponse,
  experianMessages,
  experianPersonalInfoFor,
  fcraAuthorizationStatement,
  missingPersonalInfo,
  monitoringProviderLabels,
  pleaseFillIn,
  type SyncResponse,
  ssnDigits,
  syncIntervalDays,
} from '@app/contracts/credit-monitoring.contract';
import type { z } from 'zod';
import type { Transaction } from '../../db/transaction';
import {
  type BureauIdentity,
  type BureauPort,
  BureauProviderError,
  type CreditFile,
} from '../../integrations/bureaus/bureaus.port';
import type { AuditLog } from '../../platform/audit/audit-log';
import { assertCanSee, recordOwnerFor } from '../../platform/auth/record-owner';
import type { Acting, RequestOrigin } from '../../platform/auth/request-origin';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import type { CreditReportsService } from '../credit-reports/credit-reports.service';
import type { UsersService } from '../users/users.service';
import { type ImportDeps, importCreditFile } from './credit-file-import';
import type { ConnectionRow } from './credit-monitoring.repository';
import { toConnection, toCreditData, toEntry } from './credit-monitoring-views';
import { openIdentity, sealIdentity } from './sealed-identity';

const day = 86_400_000;

/** A provider that failed answers 502 with a message that names it. */
function providerFailed(providerLabel: string, err: BureauProviderError) {
  const message = err.message.includes(providerLabel) ? err.message : `${providerLabel}: ${err.message}`;
  return new AppError(502, 'PROVIDER_ERROR', message);
}

// Accounts in these states no longer count as open credit lines.
const closedStatuses = new Set<string>(['Collection', 'Charge-off', 'Repossession']);

export function createCreditMonitoringService(
  deps: ImportDeps & {
    bureaus: BureauPort;
    secretBox: SecretBox;
    users: Pick<UsersService, 'profile'>;
    latestReport: Pick<CreditReportsService, 'latestReading'>;
    audit: AuditLog;
    timeZone: string;
    now?: () => Date;
  },
) {
  const { repo, bureaus, secretBox } = deps;
  const now = deps.now ?? (() => new Date());
  const nextSyncAfter = (row: Pick<ConnectionRow, 'syncFrequency' | 'autoSyncEnabled'>, at: Date) =>
    row.autoSyncEnabled ? new Date(at.getTime() + syncIntervalDays[row.syncFrequency] * day) : null;

  async function visible(viewer: SessionUser, id: number) {
    const row = await repo.find(id);
    if (!row) throw notFound('Monitoring connection');
    await assertCanSee(viewer, row.userId, 'Monitoring connection');
    return row;
  }

  /**
   * The file lands whole, with its history entry and the connection's new dates, or not at all.
   * The target is a connection being synced, or the EXPERIAN connection a connect makes or refreshes.
   */
  async function importAndRecord(
    target:
      | { kind: 'sync'; row: ConnectionRow }
      | {
          kind: 'experian-connect';
          values: Pick<ConnectionRow, 'userId' | 'accountEmail' | 'identitySealed' | 'ssnLast4'>;
          authorizationId: number;
          /** Writes the pull's audit entry in the import's transaction. */
          audited: (tx: Transaction, connection: ConnectionRow) => Promise<void>;
        },
    file: CreditFile,
    at: Date,
  ) {
    const userId = target.kind === 'sync' ? target.row.userId : target.values.userId;
    // The change since this connection's last file; a first file is compared with the latest reading,
    // never with a specialist's figure (without a reading, the first file is the baseline).
    const previousScore =
      (target.kind === 'sync' ? await repo.lastSyncedScore(target.row.id) : null) ??
      (await deps.latestReport.latestReading(userId))?.creditScore ??
      null;
    return repo.inTransaction(async (tx) => {
      let saved: ConnectionRow;
      if (target.kind === 'sync') {
        saved = await repo.updateWithin(tx, target.row.id, {
          lastSyncDate: at,
          nextSyncAt: nextSyncAfter(target.row, at),
          source: bureaus.source,
          isActive: true,
        });
      } else {
        const schedule = { syncFrequency: 'DAILY', autoSyncEnabled: true } as const;
        saved = await repo.upsertWithin(tx, {
          ...target.values,
          ...schedule,
          provider: 'EXPERIAN',
          source: bureaus.source,
          isActive: true,
          lastSyncDate: at,
          nextSyncAt: nextSyncAfter(schedule, at),
          createdAt: at,
        });
        await repo.linkAuthorizationWithin(tx, target.authorizationId, saved.id);
        await target.audited(tx, saved);
      }
      const result = await importCreditFile(deps, tx, {
        connection: saved,
        file,
        previousScore,
        today: dayIn(deps.timeZone, at),
        at,
      });
      const entry = await repo.insertSync(
        {
          connectionId: saved.id,
          userId: saved.userId,
          provider: saved.provider,
          syncDate: at,
          syncStatus: 'SUCCESS',
          issuesFound: result.issuesCreated,
          itemsRemoved: result.itemsRemoved,
          removedItems: result.removedItems,
          scoreChange: result.scoreChange,
          score: result.score,
        },
        tx,
      );
      return { connection: saved, entry, result };
    });
  }

  /** Syncs one connection through the port; a provider failure is recorded as a FAILED sync. */
  async function syncConnection(row: ConnectionRow): Promise<SyncResponse> {
    const at = now();
    const label = monitoringProviderLabels[row.provider];
    let file: CreditFile;
    try {
      file = await bureaus.syncMonitoring(
        {
          provider: row.provider,
          accountEmail: row.accountEmail,
          password: row.passwordSealed ? secretBox.open(row.passwordSealed) : null,
          identity: openIdentity(secretBox, row.identitySealed),
        },
        at,
      );
    } catch (err) {
      if (!(err instanceof BureauProviderError)) throw err;
      const failure = providerFailed(label, err);
      await repo.insertSync({
        connectionId: row.id,
        userId: row.userId,
        provider: row.provider,
        syncDate: at,
        syncStatus: 'FAILED',
        message: failure.message,
      });
      throw failure;
    }
    const { connection, entry } = await importAndRecord({ kind: 'sync', row }, file, at);
    return { connection: toConnection(connection), entry: toEntry(entry) };
  }

  return {
    async list(userId: number) {
      return (await repo.listForUser(userId)).map(toConnection);
    },

    async history(userId: number) {
      return (await repo.historyForUser(userId, 50)).map(toEntry);
    },

    async add(viewer: SessionUser, input: z.output<typeof createMonitoringConnectionRequest>) {
      const userId = await recordOwnerFor(viewer, input.userId);
      const { provider, accountEmail, password } = input;
      if (!provider || !accountEmail || !password) {
        const missing = (['provider', 'accountEmail', 'password'] as const).filter((f) => !input[f]);
        throw badRequest(
          `${creditMonitoringMessages.missingTitle}: ${creditMonitoringMessages.missingFields}`,
          missing.map((f) => ({ field: `body.${f}`, message: 'Required' })),
        );
      }
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(accountEmail)) {
        throw badRequest('Enter a valid email address', [
          { field: 'body.accountEmail', message: 'Enter a valid email address' },
        ]);
      }
      const at = now();
      const saved = await repo.insert({
        userId,
        provider,
        accountEmail,
        passwordSealed: secretBox.seal(password),
        syncFrequency: input.syncFrequency,
        autoSyncEnabled: input.autoSyncEnabled,
        source: bureaus.source,
        // The first automatic sync is due at once; later ones follow the frequency.
        nextSyncAt: input.autoSyncEnabled ? at : null,
        createdAt: at,
      });
      if (!saved) throw conflict(creditMonitoringMessages.alreadyConnected);
      return toConnection(saved);
    },

    async remove(viewer: SessionUser, id: number) {
      const row = await visible(viewer, id);
      await repo.remove(row.id);
    },

    async sync(viewer: SessionUser, id: number) {
      return syncConnection(await visible(viewer, id));
    },
    syncConnection,

    /** The auto-sync job's claim: due connections, their next time already moved on. */
    claimDue: (limit: number) => repo.claimDue(now(), limit, (row) => nextSyncAfter(row, now()) ?? now()),

    /**
     * Connect to Experian: the written authorisation is recorded first (the pull needs it), then
     * the file is pulled; only a successful pull creates or refreshes the connection and imports.
     */
    async connectExperian(
      viewer: SessionUser,
      input: ExperianConnectRequest,
      request: RequestOrigin,
    ): Promise<ExperianConnectResponse> {
      const missing = missingPersonalInfo(input.personalInfo);
      const details: FieldIssue[] = missing.map((f) => ({
        field: `body.personalInfo.${f}`,
        message: 'Required',
      }));
      if (!input.fcraAuthorized)
        details.push({ field: 'body.fcraAuthorized', message: experianMessages.authorizationRequired });
      if (details.length) {
        throw badRequest(
          missing.length ? pleaseFillIn(missing) : experianMessages.authorizationRequired,
          details,
        );
      }
      const at = now();
      const checked = experianPersonalInfoFor(dayIn(deps.timeZone, at)).safeParse(input.personalInfo);
      if (!checked.success) {
        const issues = checked.error.issues.map((i) => ({
          field: ['body', 'personalInfo', ...i.path.map(String)].join('.'),
          message: i.message,
        }));
        throw badRequest(issues[0]?.message ?? 'Invalid personal information', issues);
      }
      const info = checked.data;
      const identity: BureauIdentity = { ...info, ssn: ssnDigits(info.ssn) };
      const person = await deps.users.profile(viewer.id);
      const authorizationId = await repo.recordAuthorization({
        userId: viewer.id,
        statement: fcraAuthorizationStatement,
        ip: request.ip.slice(0, 64),
        userAgent: request.userAgent?.slice(0, 400),
        authorizedAt: at,
      });
      let file: CreditFile;
      try {
        file = await bureaus.pullCreditFile(identity, at);
      } catch (err) {
        if (err instanceof BureauProviderError) throw providerFailed('Experian', err);
        throw err;
      }
      const { connection, result } = await importAndRecord(
        {
          kind: 'experian-connect',
          values: {
            userId: viewer.id,
            accountEmail: person.email,
            identitySealed: sealIdentity(secretBox, identity),
            ssnLast4: identity.ssn.slice(-4),
          },
          authorizationId,
          audited: (tx, saved) =>
            deps.audit.record(
              {
                actorId: viewer.id,
                action: 'credit_file.pulled',
                subjectUserId: viewer.id,
                targetType: 'monitoring_connection',
                targetId: saved.id,
                origin: request,
                details: { provider: 'EXPERIAN', source: saved.source, fcraAuthorized: true },
              },
              tx,
            ),
        },
        file,
        at,
      );
      const { removedItems: _, ...imported } = result;
      return {
        success: true,
        message: experianMessages.connected,
        connection: toConnection(connection),
        imported,
      };
    },

    async adminConnections(organizationId: number): Promise<AdminCreditConnection[]> {
      return (await repo.listAllWithOwner(organizationId)).map(({ connection: c, firstName, lastName }) => ({
        id: c.id,
        userId: c.userId,
        user: firstName !== null && lastName !== null ? { firstName, lastName } : null,
        accountEmail: c.accountEmail,
        provider: c.provider,
        isActive: c.isActive,
        lastSyncDate: c.lastSyncDate?.toISOString() ?? null,
        source: c.source,
      }));
    },

    /** The tradelines of the person's newest imported file (none without an active connection). */
    async fileAccounts(userId: number) {
      return (await repo.latestFileForUser(userId))?.accounts ?? [];
    },

    /** The newest imported file's tradelines and inquiries, for the identity theft scan; null without a file. */
    async fileItems(userId: number) {
      const file = await repo.latestFileForUser(userId);
      return file ? { accounts: file.accounts, inquiries: file.inquiries } : null;
    },

    /** The newest file's open accounts, for credit building's plan; null without a file. */
    async openAccounts(userId: number) {
      const file = await repo.latestFileForUser(userId);
      if (!file) return null;
      return file.accounts
        .filter((a) => !closedStatuses.has(a.paymentStatus))
        .map(({ creditor, accountNumberLast4, balanceCents, creditLimitCents, revolving }) => ({
          creditor,
          accountNumberLast4,
          balanceCents,
          creditLimitCents,
          revolving,
        }));
    },

    /**
     * Reading a consumer's credit file is itself a record the consumer may ask about: it is audited.
     * A read changes nothing, so there is no transaction to share: the entry is the only write, and
     * it is awaited before the file is returned, so a failed entry fails the request and the file is
     * never shown unrecorded.
     */
    async creditData(userId: number, by: Acting) {
      await assertCanSee(by.user, userId, 'Credit data');
      const file = await repo.latestFileForUser(userId);
      if (!file) throw notFound('Credit data');
      const data = toCreditData(file);
      await deps.audit.record({
        actorId: by.user.id,
        action: 'credit_data.viewed',
        subjectUserId: userId,
        targetType: 'credit_file',
        targetId: userId,
        origin: by,
        details: { reportDate: data.reportDate, source: data.source },
      });
      return data;
    },
  };
}
export type CreditMonitoringService = ReturnType<typeof createCreditMonitoringService>;
