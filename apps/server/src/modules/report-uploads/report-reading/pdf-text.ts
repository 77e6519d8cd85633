import { reportUploadMessages } from '@app/contracts/report-uploads.contract';
import { extractTextItems, getDocumentProxy } from 'unpdf';
import { linesFromPositionedText, type ReportLine } from '../report-parser/report-lines';
import { UnreadableReportError } from './report-read-errors';

// Credit reports run to a few dozen pages; a cap keeps a hostile file from holding the server.
const maxPages = 80;

/** The PDF's text layer as positioned lines. */
export async function readPdfLines(bytes: Uint8Array): Promise<ReportLine[]> {
  let items: { str: string; x: number; y: number; width: number; height: number }[][];
  try {
    const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, isEvalSupported: false });
    if (pdf.numPages > maxPages) {
      throw new UnreadableReportError(
        `${reportUploadMessages.unreadable}: more than ${maxPages} pages`,
        'corrupted',
      );
    }
    items = (await extractTextItems(pdf)).items;
    await pdf.destroy();
  } catch (err) {
    if (err instanceof UnreadableReportError) throw err;
    throw new UnreadableReportError(reportUploadMessages.unreadable, 'corrupted');
  }
  const lines = linesFromPositionedText(items);
  if (lines.filter((l) => /[A-Za-z]{3}/.test(l.text)).length < 3) {
    throw new UnreadableReportError(reportUploadMessages.scanned, 'no-text');
  }
  return lines;
}
