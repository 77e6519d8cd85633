import { randomBytes } from 'node:crypto';
import { importMessages } from '@app/contracts/client-import.contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { whileAuditOf } from '../../../test/audit-failure';
import type { TestApp } from '../../../test/build-test-app';
import { anOrganization } from '../../../test/factories/organizations';
import { aPerson, createSignedInUser } from '../../../test/factories/users';
import { sentMailTo } from '../../../test/sent-mail';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { type TestDatabase, testDatabaseKinds } from '../../../test/test-database';
import { auditLog, users } from '../../db/schema';

// Clients brought over from another system's CSV: a preview of each row, then every valid row in one
// transaction or none; and the client list taken out as CSV with formula-like cells neutralised.
const appFor = useFileTestApps({}, { seed: false });
const tag = () => randomBytes(4).toString('hex');

const header =
  'First Name,Last Name,Email Address,Phone Number,Mailing Address,City,State,Zip,DOB,SSN Last 4,Status,Start Date,Assigned To,Referral Source';

function helpersFor(t: { app: TestApp; db: TestDatabase }) {
  async function adminOf(organizationId: number) {
    const admin = await aPerson(t.db, 'ADMIN', { organizationId });
    const { token } = await t.app.services.sessions.start(admin.id, { ip: '127.0.0.1' });
    return { ...admin, headers: { authorization: `Bearer ${token}` } };
  }
  const upload = (
    url: string,
    who: { headers: Record<string, string> },
    body: string | Buffer,
    contentType = 'text/csv',
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...who.headers, 'content-type': contentType },
      payload: body,
    });
  const preview = (who: { headers: Record<string, string> }, body: string | Buffer, type?: string) =>
    upload('/api/admin/client-import/preview', who, body, type);
  const commit = (who: { headers: Record<string, string> }, body: string | Buffer, invite = false) =>
    upload(`/api/admin/client-import?sendInvitations=${invite}`, who, body);
  const row = (
    first: string,
    email: string,
    extra: Partial<Record<'phone' | 'dob' | 'ssn' | 'start' | 'to' | 'last', string>> = {},
  ) =>
    [
      first,
      extra.last ?? 'Imported',
      email,
      extra.phone ?? '',
      '12 Elm Street',
      'Dayton',
      'OH',
      '45402',
      extra.dob ?? '03/07/1985',
      extra.ssn ?? 'XXX-XX-1234',
      'Client',
      extra.start ?? '2025-01-15',
      extra.to ?? '',
      'Google',
    ].join(',');
  const csv = (...rows: string[]) => `${header}\n${rows.join('\n')}\n`;
  return { adminOf, preview, commit, row, csv };
}

describe.each(testDatabaseKinds())('POST /api/admin/client-import/preview on %s', (kind) => {
  const t = appFor(kind);

  it('answers each row: will import, an error naming the field, or a duplicate by e-mail or phone', async () => {
    const { adminOf, preview, row, csv } = helpersFor(t);
    const org = await anOrganization(t.db, { plan: 'PLATFORM' });
    const admin = await adminOf(org.id);
    const existing = await aPerson(t.db, 'CLIENT_VIEWER', {
      organizationId: org.id,
      firstName: 'Pat',
      lastName: 'Here',
      phone: '(555) 234-5678',
    });
    const specialist = await aPerson(t.db, 'ADMIN', { organizationId: org.id, teamRole: 'SPECIALIST' });
    const id = tag();
    const res = await preview(
      admin,
      csv(
        row('Ana', `ana.${id}@example.com`, { to: specialist.email }),
        row('Bo', 'not-an-email'),
        row('Cy', existing.email.toUpperCase()),
        row('Di', `di.${id}@example.com`, { phone: '555.234.5678' }),
        row('Ed', `ana.${id}@example.com`),
        row('"=HYPERLINK(""http://evil.example"")"', `f.${id}@example.com`),
        row('Gil', `gil.${id}@example.com`, { dob: '13/45/1985' }),
        row('Hal', `hal.${id}@example.com`, { to: 'Nobody Known' }),
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.columns.unknown).toEqual(['Referral Source']);
    expect(body.columns.found).toContain('assignedTo');
    expect(body.counts).toEqual({ import: 3, error: 2, duplicate: 3 });
    const [ana, bo, cy, di, ed, formula, gil, hal] = body.rows;
    expect(ana).toMatchObject({ line: 2, outcome: 'import', assignedTo: { id: specialist.id } });
    expect(bo).toMatchObject({ outcome: 'error', problems: [{ field: 'email' }] });
    expect(cy).toMatchObject({
      outcome: 'duplicate',
      duplicateOf: { id: existing.id, name: 'Pat Here' },
      problems: [{ field: 'email', message: importMessages.duplicateEmail('Pat Here') }],
    });
    expect(di).toMatchObject({ outcome: 'duplicate', problems: [{ field: 'phone' }] });
    expect(ed).toMatchObject({
      outcome: 'duplicate',
      problems: [{ message: importMessages.duplicateInFile(2) }],
    });
    // A formula is kept as text and shown neutralised.
    expect(formula).toMatchObject({
      outcome: 'import',
      name: `'=HYPERLINK("http://evil.example") Imported`,
      problems: [{ field: 'firstName', message: importMessages.formulaKept }],
    });
    expect(gil).toMatchObject({ outcome: 'error', problems: [{ field: 'dateOfBirth' }] });
    expect(hal).toMatchObject({
      outcome: 'import',
      assignedTo: null,
      problems: [{ field: 'assignedTo', message: importMessages.memberUnknown('Nobody Known') }],
    });
    // Nothing was written.
    const made = await t.db.db
      .select()
      .from(users)
      .where(eq(users.email, `ana.${id}@example.com`));
    expect(made).toEqual([]);
  });

  it('assigns only to an active Specialist: the Owner, Sales or someone deactivated named is an error of the row', async () => {
    const { adminOf, preview, row, csv } = helpersFor(t);
    const org = await anOrganization(t.db, { plan: 'PLATFORM' });
    const owner = await adminOf(org.id);
    const sales = await aPerson(t.db, 'ADMIN', { organizationId: org.id, teamRole: 'SALES' });
    const gone = await aPerson(t.db, 'ADMIN', {
      organizationId: org.id,
      teamRole: 'SPECIALIST',
      deactivatedAt: new Date('2026-01-02T00:00:00Z'),
    });
    const id = tag();
    const res = await preview(
      owner,
      csv(
        row('Ana', `ana.${id}@example.com`, { to: owner.email }),
        row('Bo', `bo.${id}@example.com`, { to: sales.email }),
        row('Cy', `cy.${id}@example.com`, { to: `${gone.firstName} ${gone.lastName}` }),
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().counts).toEqual({ import: 0, error: 3, duplicate: 0 });
    const names = [owner, sales, gone].map((p) => `${p.firstName} ${p.lastName}`);
    expect(res.json().rows.map((r: { problems: unknown[] }) => r.problems)).toEqual(
      names.map((name) => [{ field: 'assignedTo', message: importMessages.memberNotSpecialist(name) }]),
    );
  });

  it('refuses what is not a CSV (415), not UTF-8 or missing a column (422), too many rows (413), naming the file', async () => {
    const { adminOf, preview, row, csv } = helpersFor(t);
    const admin = await adminOf((await anOrganization(t.db)).id);
    const cases: [number, string, Awaited<ReturnType<typeof preview>>][] = [
      [415, 'IMPORT_NOT_CSV', await preview(admin, csv(row('A', 'a@example.com')), 'application/pdf')],
      [415, 'IMPORT_NOT_CSV', await preview(admin, Buffer.from('%PDF-1.7\n1 0 obj'))],
      [415, 'IMPORT_NOT_CSV', await preview(admin, Buffer.from('PK\u0003\u0004xlsx', 'latin1'))],
      [415, 'IMPORT_NOT_CSV', await preview(admin, JSON.stringify({ a: 1 }), 'application/json')],
      [
        422,
        'IMPORT_UNREADABLE',
        await preview(
          admin,
          Buffer.concat([
            Buffer.from(`${header}\nJos`),
            Buffer.from([0xe9]),
            Buffer.from(',X,x@example.com\n'),
          ]),
        ),
      ],
      [422, 'IMPORT_UNREADABLE', await preview(admin, 'First Name,Last Name\nAna,Imported\n')],
      [422, 'IMPORT_UNREADABLE', await preview(admin, `${header}\n`)],
      [
        413,
        'IMPORT_TOO_MANY_ROWS',
        await preview(
          admin,
          `First Name,Last Name,Email\n${Array.from({ length: 10_001 }, (_, i) => `A,B,a${i}@example.com`).join('\n')}`,
        ),
      ],
    ];
    for (const [status, code, res] of cases) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.code).toBe(code);
      expect(res.json().error.details[0].field).toBe('file');
    }
    expect(cases[5]?.[2].json().error.message).toBe(importMessages.missingColumn('E-mail'));
    expect(cases[4]?.[2].json().error.message).toBe(importMessages.notUtf8);
    // A body past the byte limit is Fastify's 413 before it is read.
    const huge = await preview(admin, `${header}\n${'x'.repeat(9 * 1024 * 1024)}`);
    expect(huge.statusCode).toBe(413);
  });

  it('answers 400 to a bad query value, 401 to anonymous and 403 to non-admins', async () => {
    const { preview, commit, row, csv } = helpersFor(t);
    const body = csv(row('A', `a.${tag()}@example.com`));
    expect((await preview({ headers: {} }, body)).statusCode).toBe(401);
    const client = await createSignedInUser(t.app, t.db, 'STANDARD');
    expect((await preview(client, body)).statusCode).toBe(403);
    expect((await commit(client, body)).statusCode).toBe(403);
    const admin = await createSignedInUser(t.app, t.db, 'ADMIN');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/client-import?sendInvitations=maybe',
      headers: { ...admin.headers, 'content-type': 'text/csv' },
      payload: body,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe.each(testDatabaseKinds())('POST /api/admin/client-import on %s', (kind) => {
  const t = appFor(kind);

  it('imports every valid row in one transaction, sealed, with one audit entry, and invites only when asked', async () => {
    const { adminOf, commit, row, csv } = helpersFor(t);
    const org = await anOrganization(t.db, { plan: 'PLATFORM' });
    const admin = await adminOf(org.id);
    const specialist = await aPerson(t.db, 'ADMIN', { organizationId: org.id, teamRole: 'SPECIALIST' });
    const id = tag();
    const file = csv(
      row('Ana', `ana.${id}@example.com`, { to: specialist.email, phone: '5552220001' }),
      row('Bo', 'not-an-email'),
      row('=cmd', `cy.${id}@example.com`, { ssn: '123-45-6789' }),
    );
    const res = await commit(admin, file);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ imported: 2, skipped: 1, invitationsSent: 0 });
    const made = await t.db.db
      .select()
      .from(users)
      .where(inArray(users.email, [`ana.${id}@example.com`, `cy.${id}@example.com`]));
    expect(made).toHaveLength(2);
    const ana = made.find((u) => u.firstName === 'Ana');
    const cy = made.find((u) => u.firstName === '=cmd');
    expect(ana).toMatchObject({
      organizationId: org.id,
      accessLevel: 'CLIENT_VIEWER',
      requiresPasswordReset: true,
      phone: '(555) 222-0001',
      city: 'Dayton',
    });
    expect(ana?.createdAt.toISOString().slice(0, 10)).toBe('2025-01-15');
    // Sealed, never plain: the date of birth and only the last 4 of a whole SSN.
    expect(ana?.dateOfBirthSealed).toMatch(/^v1\./);
    expect(ana?.dateOfBirthSealed).not.toContain('1985');
    expect(t.app.services.secretBox.open(cy?.ssnLast4Sealed as string)).toBe('6789');
    expect(sentMailTo(t.app, `ana.${id}@example.com`)).toEqual([]);
    // The "assigned team member" column makes that person the client's specialist.
    expect(ana?.assignedSpecialistId).toBe(specialist.id);
    expect(cy?.assignedSpecialistId).toBeNull();
    const [entry] = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'clients.imported'), eq(auditLog.actorId, admin.id)));
    expect(entry?.details).toMatchObject({
      imported: 2,
      skipped: 1,
      invitations: false,
      unknownColumns: ['Referral Source'],
      assignments: [{ userId: ana?.id, memberId: specialist.id }],
    });
    // The same file again: every row is now a duplicate, so nothing is imported.
    const again = await commit(admin, file);
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toBe(importMessages.nothingToImport);
  });

  it('sends invitations when asked', async () => {
    const { adminOf, commit, row, csv } = helpersFor(t);
    const admin = await adminOf((await anOrganization(t.db, { plan: 'PLATFORM' })).id);
    const email = `inv.${tag()}@example.com`;
    const res = await commit(admin, csv(row('Ivy', email)), true);
    expect(res.json()).toEqual({ imported: 1, skipped: 0, invitationsSent: 1 });
    expect(sentMailTo(t.app, email)).toHaveLength(1);
  });

  it('imports none when the White Label plan’s 50 client places would be exceeded (409 naming the count)', async () => {
    const { adminOf, commit, row, csv } = helpersFor(t);
    const org = await anOrganization(t.db);
    const admin = await adminOf(org.id);
    for (let i = 0; i < 48; i++) await aPerson(t.db, 'CLIENT_VIEWER', { organizationId: org.id });
    const id = tag();
    const res = await commit(admin, csv(...[1, 2, 3].map((n) => row(`N${n}`, `n${n}.${id}@example.com`))));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'CLIENT_LIMIT_REACHED',
      message: importMessages.clientLimit(50, 48, 3),
    });
    const made = await t.db.db.select().from(users).where(eq(users.organizationId, org.id));
    expect(made).toHaveLength(49);
    // Two fit.
    const fits = await commit(admin, csv(...[1, 2].map((n) => row(`N${n}`, `n${n}.${id}@example.com`))));
    expect(fits.json()).toMatchObject({ imported: 2 });
  });

  it('writes no row when the import cannot be completed (its audit entry refused)', async () => {
    const { adminOf, commit, row, csv } = helpersFor(t);
    const org = await anOrganization(t.db, { plan: 'PLATFORM' });
    const admin = await adminOf(org.id);
    const id = tag();
    // Six hundred rows: more than one insert statement, all rolled back together.
    const rows = Array.from({ length: 600 }, (_, i) => row(`R${i}`, `r${i}.${id}@example.com`));
    await whileAuditOf(t.db, 'clients.imported', async () => {
      const res = await commit(admin, csv(...rows));
      expect(res.statusCode).toBe(500);
    });
    const made = await t.db.db.select().from(users).where(eq(users.organizationId, org.id));
    expect(made).toHaveLength(1);
    const done = await commit(admin, csv(...rows));
    expect(done.json()).toMatchObject({ imported: 600 });
  });
});

describe.each(testDatabaseKinds())('POST /api/admin/client-export on %s', (kind) => {
  const t = appFor(kind);

  it('answers the clients as CSV with formula-like cells neutralised, and audits why', async () => {
    const { adminOf } = helpersFor(t);
    const org = await anOrganization(t.db, { plan: 'PLATFORM' });
    const admin = await adminOf(org.id);
    await aPerson(t.db, 'CLIENT_VIEWER', {
      organizationId: org.id,
      firstName: '=HYPERLINK("http://evil.example","x")',
      lastName: 'Aaron',
      phone: '+1 555 234 5678',
    });
    await aPerson(t.db, 'STANDARD', { organizationId: org.id, firstName: '@SUM(1)', lastName: 'Baker' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/client-export',
      headers: admin.headers,
      payload: { reason: 'CLIENT_ASKED' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'First name,Last name,E-mail,Phone,Street address,Address line 2,City,State,ZIP code,Start date',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example"",""x""\)",Aaron,/);
    expect(lines[1]).toContain(",'+1 555 234 5678,");
    expect(lines[2]).toMatch(/^'@SUM\(1\),Baker,/);
    expect(res.body).not.toContain(admin.email);
    const [entry] = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'clients.exported'), eq(auditLog.actorId, admin.id)));
    expect(entry?.details).toEqual({ reason: 'CLIENT_ASKED', rows: 2 });
  });

  it('asks for a reason (400) and refuses non-admins (403)', async () => {
    const admin = await createSignedInUser(t.app, t.db, 'ADMIN');
    const client = await createSignedInUser(t.app, t.db, 'STANDARD');
    const send = (who: { headers: Record<string, string> }, payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/client-export',
        headers: who.headers,
        payload: payload as never,
      });
    const none = await send(admin, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().error.details[0].field).toBe('body.reason');
    expect((await send(admin, { reason: 'BECAUSE' })).statusCode).toBe(400);
    expect((await send(client, { reason: 'CLIENT_ASKED' })).statusCode).toBe(403);
  });
});
