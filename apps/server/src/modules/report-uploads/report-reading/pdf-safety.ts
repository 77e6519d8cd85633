import { inflateSync } from 'node:zlib';
import { reportMaxUnpackedBytes } from '@app/contracts/report-read-failures';
import { UnreadableReportError } from './report-read-errors';

// What lets a PDF act rather than show: scripts, launched programs, files carried inside it.
const activeContent = /\/(?:JavaScript|JS|Launch|EmbeddedFile|EmbeddedFiles|RichMedia)[\s/<([>]/;

/**
 * Checks a PDF before it is opened. Its packed (Flate) streams are unpacked with a cap on the total,
 * so a small file that unpacks to gigabytes (a "PDF bomb") is refused without ever being held in
 * memory whole; its dictionaries, plain or packed in object streams, are searched for scripts and
 * embedded files, which a credit report never carries. Streams that are not Flate are skipped.
 */
export function checkPdfSafety(bytes: Uint8Array): void {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Packed bytes are searched only once unpacked: by chance they could hold the words.
  const refuseActive = (text: Buffer) => {
    if (activeContent.test(text.toString('latin1'))) throw new UnreadableReportError('ACTIVE_CONTENT');
  };
  let left = reportMaxUnpackedBytes;
  let at = 0;
  for (;;) {
    const start = file.indexOf('stream', at, 'latin1');
    refuseActive(file.subarray(at, start < 0 ? file.length : start));
    if (start < 0) return;
    let from = start + 'stream'.length;
    if (file[from] === 0x0d) from++;
    if (file[from] === 0x0a) from++;
    const end = file.indexOf('endstream', from, 'latin1');
    if (end < 0) return;
    at = end + 'endstream'.length;
    let unpacked: Buffer;
    try {
      unpacked = inflateSync(file.subarray(from, end), { maxOutputLength: left + 1 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
        throw new UnreadableReportError('TOO_MUCH_CONTENT');
      continue; // not Flate, or damaged: pdfjs decides
    }
    left -= unpacked.length;
    if (left < 0) throw new UnreadableReportError('TOO_MUCH_CONTENT');
    refuseActive(unpacked);
  }
}
