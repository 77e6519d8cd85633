import type { DocumentFileType, ExtractionStatus } from '@app/contracts/documents.contract';
import type { ReportLine } from '../report-uploads/report-parser/report-lines';
import { readImageLines } from '../report-uploads/report-reading/image-ocr';
import { readPdfLines, scannedPages } from '../report-uploads/report-reading/pdf-text';
import type { ReadingBudget } from '../report-uploads/report-reading/reading-budget';
import { UnreadableReportError } from '../report-uploads/report-reading/report-read-errors';
import { readWordText } from './word-text';

/** OCR reads at most this many pictures of a scan, and none larger than this many pixels. */
const ocrPageCap = 5;
const ocrPixelCap = 25_000_000;

export interface DocumentText {
  status: ExtractionStatus;
  text: string;
  /** How it was read, for the format tag: the PDF's text layer, OCR of pictures, or a Word file's words. */
  via: 'pdf-text' | 'ocr' | 'word' | null;
}

const joined = (lines: ReportLine[]) => lines.map((l) => l.text).join('\n');

/** Width and height from a PNG's IHDR or a JPEG's first frame header; null when they cannot be read. */
function imageSize(bytes: Uint8Array): { width: number; height: number } | null {
  const b = Buffer.from(bytes);
  if (b[0] === 0x89 && b.length >= 24) return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] as number;
    const length = b.readUInt16BE(i + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame's size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    i += 2 + length;
  }
  return null;
}

const tooManyPixels = (image: Uint8Array) => {
  const size = imageSize(image);
  return !size || size.width * size.height > ocrPixelCap;
};

/**
 * The text of a vault document within the budget: a PDF's text layer, OCR of a scanned PDF's first
 * pictures, OCR of a photo, or a Word file's words. Nothing here throws: a file that
 * cannot be read is FAILED, and the document stays in the vault for a person to look at.
 */
export async function readDocumentText(
  bytes: Uint8Array,
  type: DocumentFileType,
  budget: ReadingBudget,
): Promise<DocumentText> {
  try {
    if (type === 'DOC' || type === 'DOCX')
      return { status: 'DONE', text: await readWordText(bytes, type, budget), via: 'word' };
    if (type === 'PDF') {
      try {
        return { status: 'DONE', text: joined(await readPdfLines(bytes, budget)), via: 'pdf-text' };
      } catch (err) {
        if (!(err instanceof UnreadableReportError) || err.reason !== 'SCAN_NOT_READABLE') throw err;
      }
      const pages = (await scannedPages(bytes, budget)).slice(0, ocrPageCap).filter((p) => !tooManyPixels(p));
      if (pages.length === 0) return { status: 'FAILED', text: '', via: null };
      return { status: 'DONE', text: joined(await readImageLines(pages, budget)), via: 'ocr' };
    }
    if (tooManyPixels(bytes)) return { status: 'FAILED', text: '', via: null };
    return { status: 'DONE', text: joined(await readImageLines([bytes], budget)), via: 'ocr' };
  } catch {
    return { status: 'FAILED', text: '', via: null };
  }
}
export type ReadDocumentText = typeof readDocumentText;

/**
 * At most `limit` readings at once, and one at a time per person (the key): the rest wait their
 * turn, so one person's uploads cannot take every reading slot (OCR is heavy on a small machine).
 */
export function createReadingQueue(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const pending = new Set<Promise<unknown>>();
  const lastOfKey = new Map<string | number, Promise<unknown>>();
  async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((go) => waiting.push(go));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  }
  function afterSameKey<T>(key: string | number, work: () => Promise<T>): Promise<T> {
    const before = lastOfKey.get(key) ?? Promise.resolve();
    const p = before.catch(() => {}).then(() => run(work));
    const settled = p.catch(() => {});
    lastOfKey.set(key, settled);
    void settled.then(() => {
      if (lastOfKey.get(key) === settled) lastOfKey.delete(key);
    });
    return p;
  }
  return {
    /** Starts the work when a slot is free and the key's earlier work is done; settles when it is done. */
    add<T>(work: () => Promise<T>, key?: string | number): Promise<T> {
      const p = key === undefined ? run(work) : afterSameKey(key, work);
      pending.add(p);
      void p.finally(() => pending.delete(p)).catch(() => {});
      return p;
    },
    /** Resolves once every reading queued so far has finished (tests, shutdown). */
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    running: () => running,
  };
}
export type ReadingQueue = ReturnType<typeof createReadingQueue>;
