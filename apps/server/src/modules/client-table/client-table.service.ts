import {
  type ClientTablePage,
  clientTableMessages,
  type clientTableQuery,
} from '@app/contracts/client-table.contract';
import { assignedFilterOf } from '@app/contracts/team-roles';
import type { z } from 'zod';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { badRequest } from '../../platform/errors';
import type { ClientTableRepository, KeysetPosition } from './client-table.repository';

type Query = z.output<typeof clientTableQuery>;

/** The cursor names its sort, direction and filters, so it cannot be replayed on another ordering. */
const fingerprint = (q: Query) =>
  [
    q.sort,
    q.dir,
    q.search ?? '',
    q.nextAction ?? '',
    q.hasOpenDisputes ?? '',
    q.minScore ?? '',
    q.maxScore ?? '',
    q.assigned ?? '',
  ].join('|');

const encode = (q: Query, at: KeysetPosition) =>
  Buffer.from(JSON.stringify({ f: fingerprint(q), k: at.key, i: at.id })).toString('base64url');

function decode(q: Query): KeysetPosition | undefined {
  if (q.cursor === undefined) return undefined;
  const refuse = () =>
    badRequest(clientTableMessages.badCursor, [{ field: 'cursor', message: clientTableMessages.badCursor }]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(q.cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  const c = parsed as { f?: unknown; k?: unknown; i?: unknown };
  if (
    typeof c !== 'object' ||
    c === null ||
    c.f !== fingerprint(q) ||
    typeof c.k !== 'string' ||
    c.k.length > 300 ||
    !Number.isInteger(c.i) ||
    (c.i as number) < 1 ||
    (c.i as number) > 2_147_483_647 ||
    // A key must read back as its column's type, or the database would fail on it.
    (['score', 'activeItems', 'openDisputes', 'round'].includes(q.sort) && !/^-?\d{1,6}$/.test(c.k)) ||
    (q.sort === 'nextDue' && !/^\d{4}-\d{2}-\d{2}$/.test(c.k)) ||
    (q.sort === 'lastActivity' &&
      Number.isNaN(Date.parse(c.k.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'))))
  ) {
    throw refuse();
  }
  return { key: c.k, id: c.i as number };
}

export function createClientTableService(deps: { repo: ClientTableRepository; timeZone: string }) {
  return {
    async page(viewer: SessionUser, q: Query): Promise<ClientTablePage> {
      const after = decode(q);
      // A specialist's table holds only the clients assigned to them, whatever the filter asks.
      const assigned = assignedFilterOf(viewer) === null ? (q.assigned ?? 'everyone') : 'mine';
      const rows = await deps.repo.page({
        ...q,
        organizationId: viewer.organizationId,
        assigned: { filter: assigned, viewerId: viewer.id },
        after,
        timeZone: deps.timeZone,
      });
      const items = rows.slice(0, q.limit);
      const last = items[items.length - 1];
      return {
        items: items.map((r) => ({
          id: r.id,
          firstName: r.first_name,
          lastName: r.last_name,
          email: r.email,
          score: r.score,
          scoreSource: r.score_source,
          activeItems: r.active_items,
          openDisputes: r.open_disputes,
          currentRound: r.current_round,
          nextAction: r.next_action,
          nextDue: r.next_due,
          lastActivity: new Date(r.last_activity).toISOString(),
          assignedSpecialist:
            r.specialist_id === null ? null : { id: r.specialist_id, name: r.specialist_name ?? '' },
        })),
        // A page after the last row has no row to carry the count; it is not asked for by the screen.
        total: rows[0]?.total ?? 0,
        nextCursor: rows.length > q.limit && last ? encode(q, { key: last.sort_key, id: last.id }) : null,
      };
    },
  };
}
export type ClientTableService = ReturnType<typeof createClientTableService>;
