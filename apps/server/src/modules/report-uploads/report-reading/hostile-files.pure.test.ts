import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflate } from 'node:zlib';
import { reportMaxUnpackedBytes } from '@app/contracts/report-read-failures';
import { describe, expect, it } from 'vitest';
import {
  blankPagesPdf,
  hugePngHeader,
  passwordProtectedPdf,
  pdfBomb,
  pdfWithAttachment,
  pdfWithScript,
} from '../sample-reports/unreadable-samples';
import { imageSize } from './image-size';
import { readReport } from './read-report';
import { createReadingBudget } from './reading-budget';
import type { UnreadableReportError } from './report-read-errors';

/**
 * The reason a file was refused with. A refusal for what the file is, rather than for running out of
 * the reading budget, is the proof it came before the time limit (durations are for benches).
 */
async function refusal(bytes: Uint8Array, type: 'PDF' | 'PNG' | 'JPEG') {
  try {
    await readReport(bytes, type, createReadingBudget(20_000));
  } catch (err) {
    return { reason: (err as UnreadableReportError).reason };
  }
  throw new Error('expected the file to be refused');
}

describe('files that could hold the server or act when opened', () => {
  it('refuses a PDF of 200 pages before reading them', async () => {
    const { reason } = await refusal(await blankPagesPdf(200), 'PDF');
    expect(reason).toBe('TOO_MANY_PAGES');
  });

  it('refuses a small PDF that unpacks to more than the cap, without unpacking it whole', async () => {
    const megabytes = Math.ceil(reportMaxUnpackedBytes / 1024 / 1024) + 44;
    const bomb = pdfBomb(megabytes);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    // The bomb is a true one: its stream unpacks (checksum and all) to what it says, counted as it flows.
    const at = bomb.indexOf('stream\n') + 'stream\n'.length;
    let unpacked = 0;
    const inflate = createInflate();
    inflate.on('data', (c: Buffer) => {
      unpacked += c.length;
    });
    await pipeline(Readable.from([bomb.subarray(at, bomb.indexOf('\nendstream'))]), inflate);
    expect(unpacked).toBe(megabytes * 1024 * 1024);
    const { reason } = await refusal(bomb, 'PDF');
    expect(reason).toBe('TOO_MUCH_CONTENT');
  });

  it('refuses a PDF with a script, and one carrying a file', async () => {
    expect((await refusal(await pdfWithScript(), 'PDF')).reason).toBe('ACTIVE_CONTENT');
    expect((await refusal(await pdfWithAttachment(), 'PDF')).reason).toBe('ACTIVE_CONTENT');
  });

  it('refuses an image of 20,000 × 20,000 pixels from its header, before decoding', async () => {
    const png = hugePngHeader(20_000, 20_000);
    expect(imageSize(png)).toEqual({ width: 20_000, height: 20_000 });
    const { reason } = await refusal(png, 'PNG');
    expect(reason).toBe('IMAGE_TOO_LARGE');
    // A JPEG says its size in its start-of-frame marker.
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0x4e, 0x20, 0x4e, 0x20,
      0x01, 0x01, 0x11, 0x00, 0xff, 0xd9,
    ]);
    expect(imageSize(jpeg)).toEqual({ width: 20_000, height: 20_000 });
    expect((await refusal(jpeg, 'JPEG')).reason).toBe('IMAGE_TOO_LARGE');
  });

  it('names a locked PDF, and a PDF with neither text nor picture, by their own reasons', async () => {
    expect((await refusal(passwordProtectedPdf(), 'PDF')).reason).toBe('PASSWORD_PROTECTED');
    expect((await refusal(await blankPagesPdf(1), 'PDF')).reason).toBe('SCAN_NOT_READABLE');
  });
});
