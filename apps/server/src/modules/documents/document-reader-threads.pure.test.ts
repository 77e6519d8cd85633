import { afterAll, describe, expect, it } from 'vitest';
import { createReadingBudget } from '../report-uploads/report-reading/reading-budget';
import { textToPng } from '../report-uploads/sample-reports/bitmap-text-png';
import { createDocumentReaderThreads } from './document-reader-threads';
import { readDocumentText } from './document-text';
import { bureauResponseText, documentPdf } from './sample-documents';
import { tagDocument } from './smart-tags';

describe('document reading in worker threads', () => {
  const threads = createDocumentReaderThreads();
  afterAll(() => threads.close());

  it('reads the same text, and so the same tags, as reading in the server thread', async () => {
    const pdf = await documentPdf(bureauResponseText('Casey Client', 'November 2, 2026'), 2);
    const inProcess = await readDocumentText(pdf, 'PDF', createReadingBudget(30_000));
    const inThread = await threads.read(pdf, 'PDF', 30_000);
    expect(inProcess.status).toBe('DONE');
    expect(inThread).toEqual(inProcess);
    expect(threads.readings()).toBe(1);
    const now = new Date('2026-11-20T12:00:00Z');
    const tags = (text: typeof inThread) => tagDocument({ text, documentType: 'OTHER', isWord: false, now });
    expect(tags(inThread)).toEqual(tags(inProcess));
  });

  it('reads two files at once, each answered with its own text', async () => {
    // Two are enough to need a second thread and to tell the answers apart; each thread costs a start.
    const names = ['Avery Stone', 'Blake Reyes'];
    const pdfs = await Promise.all(names.map((n) => documentPdf(bureauResponseText(n, 'November 2, 2026'))));
    const texts = await Promise.all(pdfs.map((pdf) => threads.read(pdf, 'PDF', 30_000)));
    for (const [i, t] of texts.entries()) expect(t.text).toContain(names[i]);
  });

  it('reads a photo by OCR in the thread too', { timeout: 120_000 }, async () => {
    const png = textToPng([
      'EQUIFAX CREDIT REPORT',
      'CREDIT SCORE: 642',
      '',
      'COLLECTION ACCOUNTS',
      'ACME RECOVERY GROUP',
      'BALANCE: $1,250',
    ]);
    const read = await threads.read(png, 'PNG', 60_000);
    expect(read).toMatchObject({ status: 'DONE', via: 'ocr' });
    expect(read.text).toMatch(/ACME RECOVERY GROUP/);
  });

  it('answers FAILED for a file it cannot read, and the next file is still read', async () => {
    expect(await threads.read(Buffer.from('%PDF-1.7 not really'), 'PDF', 30_000)).toEqual({
      status: 'FAILED',
      text: '',
      via: null,
    });
    const pdf = await documentPdf(bureauResponseText('Casey Client', 'November 2, 2026'));
    expect((await threads.read(pdf, 'PDF', 30_000)).status).toBe('DONE');
  });
});
