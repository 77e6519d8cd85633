import { createRequire } from 'node:module';
import path from 'node:path';
import { reportUploadMessages } from '@app/contracts/report-uploads.contract';
import { createWorker, OEM } from 'tesseract.js';
import { linesFromPositionedText, type PositionedText, type ReportLine } from '../report-parser/report-lines';
import { UnreadableReportError } from './report-read-errors';

// English data from the npm package (@tesseract.js-data/eng): nothing is fetched at run time.
const require = createRequire(import.meta.url);
const langPath = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

/** Reads a PNG or JPEG by OCR; the words keep their positions so columns can be told apart. */
export async function readImageLines(bytes: Uint8Array): Promise<ReportLine[]> {
  let words: PositionedText[];
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath,
    gzip: true,
    cacheMethod: 'none',
    logger: () => {},
    errorHandler: () => {},
  });
  try {
    const { data } = await worker.recognize(Buffer.from(bytes), {}, { blocks: true, text: false });
    words = (data.blocks ?? []).flatMap((b) =>
      b.paragraphs.flatMap((p) =>
        p.lines.flatMap((l) =>
          l.words.map((w) => ({
            str: w.text,
            x: w.bbox.x0,
            // Image rows grow downwards; the line builder expects PDF's upward y.
            y: -((l.bbox.y0 + l.bbox.y1) / 2),
            width: w.bbox.x1 - w.bbox.x0,
            height: l.bbox.y1 - l.bbox.y0,
          })),
        ),
      ),
    );
  } catch {
    throw new UnreadableReportError(reportUploadMessages.unreadable, 'corrupted');
  } finally {
    await worker.terminate();
  }
  const lines = linesFromPositionedText([words]);
  if (lines.filter((l) => /[A-Za-z]{3}/.test(l.text)).length < 3) {
    throw new UnreadableReportError(
      `${reportUploadMessages.unreadable}: no text was recognised in the image`,
      'no-text',
    );
  }
  return lines;
}
