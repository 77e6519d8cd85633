import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import yauzl from 'yauzl';
import type { ReadingBudget } from '../report-uploads/report-reading/reading-budget';

/**
 * A .docx is a ZIP package: a 10 MB upload could unpack to gigabytes, and its headers may lie about
 * how much. Every part is inflated once, counting the bytes that actually come out, and a package
 * that yields more than this (or has more parts than a real letter has) is never handed to the
 * reader, which would inflate it all in memory.
 */
const unpackedByteCap = 40 * 1024 * 1024;
const partCap = 2_000;

export class WordFileTooLargeError extends Error {}

const tooLarge = () => new WordFileTooLargeError('the document unpacks to more than the reading limit');

/** The bytes the package's parts inflate to, stopping at the cap whatever its headers declare. */
export function inflatedSize(bytes: Uint8Array, cap = unpackedByteCap): Promise<number> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(Buffer.from(bytes), { lazyEntries: true, validateEntrySizes: false }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('not a ZIP package'));
      let total = 0;
      let parts = 0;
      let stopped = false;
      const stop = (error: Error) => {
        if (stopped) return;
        stopped = true;
        zip.close();
        reject(error);
      };
      zip.on('entry', (entry: yauzl.Entry) => {
        if (++parts > partCap) return stop(tooLarge());
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (openErr, stream) => {
          if (openErr || !stream) return stop(openErr ?? new Error('unreadable part'));
          stream.on('data', (chunk: Buffer) => {
            total += chunk.length;
            if (total > cap) {
              stream.destroy();
              stop(tooLarge());
            }
          });
          stream.on('error', (streamErr) => stop(streamErr));
          stream.on('end', () => {
            if (!stopped) zip.readEntry();
          });
        });
      });
      zip.on('end', () => {
        if (!stopped) resolve(total);
      });
      zip.on('error', (zipErr) => stop(zipErr));
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

/** The words of a Word file: .docx through mammoth (after the inflated-size check), .doc through word-extractor. */
export async function readWordText(bytes: Uint8Array, kind: 'DOC' | 'DOCX', budget: ReadingBudget) {
  budget.check();
  if (kind === 'DOCX') {
    await withinBudget(inflatedSize(bytes), budget);
    const { value } = await withinBudget(mammoth.extractRawText({ buffer: Buffer.from(bytes) }), budget);
    return value;
  }
  const document = await withinBudget(new WordExtractor().extract(Buffer.from(bytes)), budget);
  return [document.getHeaders({ includeFooters: false }), document.getBody(), document.getFooters()]
    .map((part) => part.trim())
    .filter(Boolean)
    .join('\n');
}
