import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { anAdmin, aPerson } from '../../../test/factories/users';
import { sentMailTo } from '../../../test/sent-mail';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { maskedToken } from '../../integrations/mail/masked-mail';

const forgot = (app: ReturnType<typeof useTestApp>['app'], email: string, ip: string) =>
  app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: ip });

describe.each(testDatabaseKinds())('POST /api/auth/forgot-password, privacy, on %s', (kind) => {
  describe('when the mail server refuses', () => {
    // Nothing listens on the discard port: every send fails at once.
    const t = useTestApp(
      kind,
      { SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://app.example.test' },
      { seed: false },
    );

    it('answers a known and an unknown address the same, and keeps only the envelope of the failed mail', async () => {
      const { email } = await aPerson(t.db, 'BETA_TESTER');
      const known = await forgot(t.app, email, '203.0.113.10');
      const unknown = await forgot(t.app, 'nobody-here@example.com', '203.0.113.11');
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      await t.app.services.passwordLinks.mailSettled();

      const admin = await anAdmin(t);
      const outbox = await t.app.inject({
        url: `/api/admin/mail-outbox?to=${email}`,
        headers: admin.headers,
      });
      expect(outbox.statusCode, outbox.body).toBe(200);
      const [stored] = outbox.json();
      expect(stored).toMatchObject({ transport: 'smtp', body: '', sentAt: null });
      expect(stored.subject).toMatch(/Reset your/);
      expect(stored.error).toBeTruthy();
    });
  });

  describe('without a mail server', () => {
    const t = useTestApp(kind, { PUBLIC_URL: 'https://app.example.test' }, { seed: false });

    it('keeps the reset mail in the outbox with its token masked; only the sent mail holds the link', async () => {
      const { email } = await aPerson(t.db, 'CLIENT_VIEWER');
      await forgot(t.app, email, '203.0.113.12');
      await t.app.services.passwordLinks.mailSettled();
      const [sent] = sentMailTo(t.app, email);
      const token = sent?.body.match(/reset-password\?token=([\w-]+)/)?.[1];
      expect(token).toBeTruthy();

      const rows = (await t.db.db.execute(
        sql`select body from mail_outbox where "to" = ${email}`,
      )) as unknown as { rows: { body: string }[] };
      const stored = rows.rows.map((r) => String(r.body)).join('\n');
      expect(stored).toContain(`reset-password?token=${maskedToken}`);
      expect(stored).not.toContain(token as string);
    });
  });
});
