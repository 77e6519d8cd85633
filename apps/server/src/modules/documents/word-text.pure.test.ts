import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docxBomb, docxOf, lyingDocxBomb } from '../../../test/word-files';
import { createReadingBudget } from '../report-uploads/report-reading/reading-budget';
import { readDocumentText } from './document-text';
import { bureauResponseText } from './sample-documents';
import { inflatedSize, readWordText, WordFileTooLargeError } from './word-text';

const budget = () => createReadingBudget(20_000);

describe('reading Word files', () => {
  it('reads the words of a .docx, so it is tagged like any other letter', async () => {
    const docx = await docxOf(bureauResponseText('Casey Client', 'November 2, 2026').split('\n'));
    const read = await readDocumentText(docx, 'DOCX', budget());
    expect(read).toMatchObject({ status: 'DONE', via: 'word' });
    expect(read.text).toContain('reinvestigation');
    expect(read.text).toContain('Casey Client');
  });

  it('reads the words of an old .doc (Word 97-2003) file', async () => {
    // Made by LibreOffice from a .docx; the fixture is fictional.
    const doc = readFileSync(new URL('../../../test/fixtures/equifax-results.doc', import.meta.url));
    const read = await readDocumentText(doc, 'DOC', budget());
    expect(read).toMatchObject({ status: 'DONE', via: 'word' });
    expect(read.text).toContain('Results of your dispute');
    expect(read.text).toContain('MIDLAND CREDIT MGMT: deleted');
  });

  it('refuses to unpack a .docx that would swell past the reading limit', async () => {
    // 60 MB of one letter compresses to a few dozen kilobytes: a classic ZIP bomb.
    const bomb = await docxBomb(60);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expect(readWordText(bomb, 'DOCX', budget())).rejects.toBeInstanceOf(WordFileTooLargeError);
    expect(await readDocumentText(bomb, 'DOCX', budget())).toEqual({ status: 'FAILED', text: '', via: null });
  });

  it('counts the bytes a .docx actually inflates to, whatever its headers declare', async () => {
    const bomb = await lyingDocxBomb(60);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expect(inflatedSize(bomb)).rejects.toBeInstanceOf(WordFileTooLargeError);
    await expect(readWordText(bomb, 'DOCX', budget())).rejects.toBeInstanceOf(WordFileTooLargeError);
    const letter = await docxOf(['A short letter. '.repeat(500)]);
    expect(await inflatedSize(letter)).toBeGreaterThan(letter.length);
  });

  it('gives up on a Word file once the time is spent, instead of holding the server', async () => {
    const docx = await docxOf(['Late letter']);
    let now = 0;
    const spent = createReadingBudget(1_000, () => now);
    now = 5_000;
    expect(await readDocumentText(docx, 'DOCX', spent)).toEqual({ status: 'FAILED', text: '', via: null });
  });

  it('marks a broken Word file as unreadable without throwing', async () => {
    const broken = Buffer.concat([Buffer.from('PK\u0003\u0004word/'), Buffer.alloc(200, 7)]);
    expect(await readDocumentText(broken, 'DOCX', budget())).toMatchObject({ status: 'FAILED' });
    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(600),
    ]);
    expect(await readDocumentText(ole, 'DOC', budget())).toMatchObject({ status: 'FAILED' });
  });
});
