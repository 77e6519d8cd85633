// Document bench: upload-to-tagged time (POST /api/chat/upload answered, then the text read and the
// smart tags stored) for a 2-page text PDF and for a photographed page (a PNG read by OCR).
// Embedded PGlite, the default deployment; readings run in the module's queue (two at once).
// Run: npm run bench:documents -w @app/bench   (writes bench/document-tagging-results.md)
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { bureauResponseText, documentPdf } from '../apps/server/src/modules/documents/sample-documents';
import { textToPng } from '../apps/server/src/modules/report-uploads/sample-reports/bitmap-text-png';
import { buildTestApp } from '../apps/server/test/build-test-app';
import { createSignedInUser } from '../apps/server/test/factories/users';
import { createTestDatabase } from '../apps/server/test/test-database';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

async function main() {
  const db = await createTestDatabase('pglite');
  const app = await buildTestApp(db);
  const person = await createSignedInUser(app, db, 'BETA_TESTER');
  const text = bureauResponseText('Bench Person', 'November 2, 2026');
  const files = {
    '2-page PDF (text layer)': { name: 'bureau-response.pdf', bytes: await documentPdf(text, 2) },
    'photographed page (PNG, OCR)': { name: 'bureau-response.png', bytes: textToPng(text.split('\n'), 3) },
  };
  const rows: string[] = [];
  for (const [label, file] of Object.entries(files)) {
    const upload: number[] = [];
    const tagged: number[] = [];
    let tags = '';
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/chat/upload',
        headers: person.headers,
        payload: { fileName: file.name, fileData: file.bytes.toString('base64') },
      });
      if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
      upload.push(performance.now() - start);
      await app.services.documents.readingsSettled();
      tagged.push(performance.now() - start);
      const docs = (
        await app.inject({ url: `/api/chat/documents/${person.userId}`, headers: person.headers })
      ).json();
      const doc = docs.find((d: { id: number }) => d.id === res.json().id);
      tags = doc.smartTags.map((t: { name: string }) => t.name).join(', ');
    }
    rows.push(
      `| ${label} | ${(file.bytes.length / 1024).toFixed(0)} KB | ${median(upload).toFixed(0)} ms | ${median(tagged).toFixed(0)} ms | ${Math.max(...tagged).toFixed(0)} ms | ${tags} |`,
    );
  }
  await app.close();
  await db.close();
  const report = [
    '# Document upload-to-tagged time',
    '',
    `Median of ${runs} runs, one at a time, on this machine (${process.platform}, Node ${process.version}); PGlite.`,
    '',
    '| file | size | upload answered | tagged | tagged (max) | tags |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
  writeFileSync(path.join(import.meta.dirname, 'document-tagging-results.md'), report);
  console.log(report);
}

await main();
