import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories/users';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { asDatabaseOwner } from '../../db/organization-context';
import { chatDocuments } from '../../db/schema';
import { createDocumentsRepository } from './documents.repository';
import { documentPdf } from './sample-documents';

type Rows<T> = { rows: T[] };

describe.each(testDatabaseKinds())('text read from documents, at rest, on %s', (kind) => {
  const t = useTestApp(kind, {}, { seed: false });

  it('keeps an uploaded document’s SSN out of every table, the search index and the WAL', async () => {
    const client = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    // A test SSN of this run, so that no other data can hold the same digits.
    const parts = [randomInt(100, 899), randomInt(10, 99), randomInt(1000, 9999)].map(String);
    const ssn = parts.join('-');
    const text = `Statement for Casey Client\nSocial Security Number: ${ssn}\nRound 2 reinvestigation`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/upload',
      headers: client.headers,
      payload: { fileName: 'statement.pdf', fileData: (await documentPdf(text)).toString('base64') },
    });
    expect(res.statusCode).toBe(201);
    await t.app.services.documents.readingsSettled();

    // The owner still reads the text, and search still finds the document by its words.
    const docs = (
      await t.app.inject({ url: `/api/chat/documents/${client.userId}`, headers: client.headers })
    ).json();
    expect(docs[0].extractedText).toContain(ssn);
    const search = (q: string) =>
      t.app.inject({ url: `/api/documents/search?q=${encodeURIComponent(q)}`, headers: client.headers });
    expect((await search('reinvestigation')).json().map((d: { id: number }) => d.id)).toEqual([docs[0].id]);
    expect((await search(ssn)).json()).toEqual([]);
    expect((await search(parts.join(''))).json()).toEqual([]);

    // A dump of the table, search index included, holds neither form of the number.
    const dump = (await t.db.db.execute(
      sql.raw(`select t::text as line, search::text as indexed from chat_documents t`),
    )) as unknown as Rows<{ line: string; indexed: string }>;
    const dumped = dump.rows.map((r) => `${r.line}\n${r.indexed}`).join('\n');
    expect(dumped).toContain('reinvestig');
    for (const form of [ssn, parts.join(''), parts.join(' ')]) expect(dumped).not.toContain(form);

    if (kind === 'postgres') {
      // The server's own files are the database owner's to read (the app's role may not).
      await asDatabaseOwner(async () => {
        // What PostgreSQL wrote ahead to disk: every WAL file, read back by the server itself.
        await t.db.db.execute(sql.raw('select pg_switch_wal()'));
        const files = (await t.db.db.execute(
          sql.raw(
            `select name from pg_ls_waldir() where name ~ '^[0-9A-F]{24}$' order by modification desc limit 4`,
          ),
        )) as unknown as Rows<{ name: string }>;
        expect(files.rows.length).toBeGreaterThan(0);
        let read = 0;
        for (const { name } of files.rows) {
          // Other tests share this server: a checkpoint may recycle a segment between the listing and
          // the read, and a recycled segment no longer holds this test's writes (58P01: no such file).
          const segment = (await t.db.db
            .execute(sql.raw(`select pg_read_binary_file('pg_wal/${name}') as bytes`))
            .catch((error: { cause?: { code?: string } }) => {
              if (error.cause?.code === '58P01') return null;
              throw error;
            })) as unknown as Rows<{ bytes: Buffer | string }> | null;
          const raw = segment?.rows[0]?.bytes;
          if (raw === undefined) continue;
          read++;
          const bytes = Buffer.isBuffer(raw) ? raw : Buffer.from(String(raw).replace(/^\\x/, ''), 'hex');
          for (const form of [ssn, parts.join('')])
            expect(bytes.indexOf(form), `${form} in ${name}`).toBe(-1);
        }
        expect(read, 'WAL segments read').toBeGreaterThan(0);
      });
    }
  });

  it('seals text that was read before the text was sealed, and indexes it masked', async () => {
    const client = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    const [row] = await t.db.db
      .insert(chatDocuments)
      .values({
        userId: client.userId,
        uploadedBy: 'CLIENT',
        fileName: 'old.pdf',
        storedName: 'f'.repeat(32),
        contentType: 'application/pdf',
        sizeBytes: 1,
        sha256: '0'.repeat(64),
        contentSealed: t.app.services.secretBox.seal('AA=='),
        documentType: 'OTHER',
        extractionStatus: 'DONE',
        unsealedText: 'Old letter, SSN 321-54-9876, reinvestigation',
      })
      .returning({ id: chatDocuments.id });
    const repo = createDocumentsRepository(t.db.db, t.app.services.secretBox);
    while ((await repo.sealUnsealedTexts()) > 0);
    const [stored] = await t.db.db
      .select()
      .from(chatDocuments)
      .where(eq(chatDocuments.id, row?.id as number));
    expect(stored?.unsealedText).toBe('');
    expect(stored?.extractedTextSealed.startsWith('v1.')).toBe(true);
    expect(stored?.searchText).not.toContain('321-54-9876');
    expect((await repo.find(row?.id as number))?.extractedText).toContain('321-54-9876');
  });
});
