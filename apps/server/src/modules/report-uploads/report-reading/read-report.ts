import type { ReportFileType } from '@app/contracts/report-uploads.contract';
import type { ReportLine } from '../report-parser/report-lines';
import { readImageLines } from './image-ocr';
import { readPdfLines } from './pdf-text';

export interface ReportText {
  lines: ReportLine[];
  extraction: 'pdf-text' | 'ocr';
}

/** Text of an uploaded report: the PDF's text layer, or OCR for images. */
export async function readReport(bytes: Uint8Array, type: ReportFileType): Promise<ReportText> {
  if (type === 'PDF') return { lines: await readPdfLines(bytes), extraction: 'pdf-text' };
  return { lines: await readImageLines(bytes), extraction: 'ocr' };
}
export type ReadReport = typeof readReport;
