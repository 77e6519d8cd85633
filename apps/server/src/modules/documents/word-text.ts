import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import yauzl from 'yauzl';
import type { ReadingBudget } from '../report-uploads/report-reading/reading-budget';

/**
 * A .docx is a ZIP package: a 10 MB upload could unpack to gigabytes. Its parts' declared sizes are
 * read from the central directory first, and a package larger than this (or with more parts than a
 * real letter has) is not unpacked at all.
 */
const unpackedByteCap = 40 * 1024 * 1024;
const partCap = 2_000;

export class WordFileTooLargeError extends Error {}

function unpackedSize(bytes: Uint8Array): Promise<number> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(Buffer.from(bytes), { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('not a ZIP package'));
      let total = 0;
      let parts = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        parts++;
        if (total > unpackedByteCap || parts > partCap) {
          zip.close();
          reject(new WordFileTooLargeError('the document unpacks to more than the reading limit'));
          return;
        }
        zip.readEntry();
      });
      zip.on('end', () => resolve(total));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** Settles with the work, or rejects with the budget's own error once its time is up. */
async function withinBudget<T>(work: Promise<T>, budget: ReadingBudget): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(budget.expired()), budget.remainingMs());
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** The words of a Word file: .docx through mammoth (after the size check), .doc through word-extractor. */
export async function readWordText(bytes: Uint8Array, kind: 'DOC' | 'DOCX', budget: ReadingBudget) {
  budget.check();
  if (kind === 'DOCX') {
    await unpackedSize(bytes);
    const { value } = await withinBudget(mammoth.extractRawText({ buffer: Buffer.from(bytes) }), budget);
    return value;
  }
  const document = await withinBudget(new WordExtractor().extract(Buffer.from(bytes)), budget);
  return [document.getHeaders({ includeFooters: false }), document.getBody(), document.getFooters()]
    .map((part) => part.trim())
    .filter(Boolean)
    .join('\n');
}
