import type { ReportExtraction, ReportFileType } from '@app/contracts/report-uploads.contract';
import type { ReportLine } from '../report-parser/report-lines';
import { readHtmlLines } from './html-text';
import { readImageLines } from './image-ocr';
import { checkImageSize } from './image-size';
import { readPdfLines, scannedPages } from './pdf-text';
import type { ReadingBudget } from './reading-budget';
import { UnreadableReportError } from './report-read-errors';

export interface ReportText {
  lines: ReportLine[];
  extraction: ReportExtraction;
}

/** Text of an uploaded report: the PDF's text layer (OCR of its pages when it is a scan), the saved page's DOM, or OCR of an image. */
export async function readReport(
  bytes: Uint8Array,
  type: ReportFileType,
  budget?: ReadingBudget,
): Promise<ReportText> {
  if (type === 'HTML') return { lines: readHtmlLines(bytes, budget), extraction: 'html' };
  if (type !== 'PDF') {
    checkImageSize(bytes);
    return { lines: await readImageLines([bytes], budget), extraction: 'ocr' };
  }
  try {
    return { lines: await readPdfLines(bytes, budget), extraction: 'pdf-text' };
  } catch (err) {
    if (!(err instanceof UnreadableReportError) || err.reason !== 'SCAN_NOT_READABLE') throw err;
    // No text layer: a scan. Its pages are pictures, read by OCR.
    const pages = await scannedPages(bytes, budget);
    if (pages.length === 0) throw err;
    return { lines: await readImageLines(pages, budget), extraction: 'ocr' };
  }
}
export type ReadReport = typeof readReport;
