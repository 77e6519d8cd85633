import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM } from 'tesseract.js';
import { linesFromPositionedText, type PositionedText, type ReportLine } from '../report-parser/report-lines';
import type { ReadingBudget } from './reading-budget';
import { UnreadableReportError } from './report-read-errors';

// English data from the npm package (@tesseract.js-data/eng): nothing is fetched at run time.
const require = createRequire(import.meta.url);
const langPath = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

/** An OCR reader of English with the packaged data; the caller terminates it. */
export const createOcrWorker = () =>
  createWorker('eng', OEM.LSTM_ONLY, {
    langPath,
    gzip: true,
    cacheMethod: 'none',
    logger: () => {},
    errorHandler: () => {},
  });

/**
 * Reads PNG or JPEG pages by OCR (a photo of a report, or the pictures of a scanned PDF); the words
 * keep their positions so columns can be told apart. Stops at the budget's deadline.
 */
export async function readImageLines(images: Uint8Array[], budget?: ReadingBudget): Promise<ReportLine[]> {
  const pages: PositionedText[][] = [];
  const worker = await createOcrWorker();
  let timer: NodeJS.Timeout | undefined;
  try {
    for (const image of images) {
      budget?.check();
      const recognise = worker.recognize(Buffer.from(image), {}, { blocks: true, text: false });
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(budget?.expired()), budget?.remainingMs() ?? 2 ** 30);
      });
      const { data } = await Promise.race([recognise, deadline]);
      clearTimeout(timer);
      pages.push(
        (data.blocks ?? []).flatMap((b) =>
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
        ),
      );
    }
  } catch (err) {
    if (err instanceof UnreadableReportError) throw err;
    throw new UnreadableReportError('DAMAGED_FILE');
  } finally {
    clearTimeout(timer);
    await worker.terminate();
  }
  const lines = linesFromPositionedText(pages);
  if (lines.filter((l) => /[A-Za-z]{3}/.test(l.text)).length < 3) {
    throw new UnreadableReportError('SCAN_NOT_READABLE');
  }
  return lines;
}
