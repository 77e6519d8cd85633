import { reportMaxImagePixels, reportMaxPages } from '@app/contracts/report-read-failures';
import { extractImages, getDocumentProxy } from 'unpdf';
import { linesFromPositionedText, type PositionedText, type ReportLine } from '../report-parser/report-lines';
import { grayPng } from './gray-png';
import { checkPdfSafety } from './pdf-safety';
import type { ReadingBudget } from './reading-budget';
import { UnreadableReportError } from './report-read-errors';

type PDFDocumentProxy = Awaited<ReturnType<typeof getDocumentProxy>>;

const hasText = (lines: ReportLine[]) => lines.filter((l) => /[A-Za-z]{3}/.test(l.text)).length >= 3;

/** A PDF opened for reading, after the safety checks (size, pages, scripts, attachments). */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  checkPdfSafety(bytes);
  let pdf: PDFDocumentProxy;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes), {
      verbosity: 0,
      isEvalSupported: false,
      // Larger pictures are skipped rather than decoded: no page scan needs so many pixels.
      maxImageSize: reportMaxImagePixels,
    });
  } catch (err) {
    if ((err as Error)?.name === 'PasswordException') throw new UnreadableReportError('PASSWORD_PROTECTED');
    throw new UnreadableReportError('DAMAGED_FILE');
  }
  // A hostile file could hold the server with pages; scripts or attachments the byte check missed are refused too.
  const refusal =
    pdf.numPages > reportMaxPages
      ? 'TOO_MANY_PAGES'
      : (await pdf.getJSActions().catch(() => null)) || (await pdf.getAttachments().catch(() => null))
        ? 'ACTIVE_CONTENT'
        : null;
  if (refusal) {
    await pdf.destroy();
    throw new UnreadableReportError(refusal);
  }
  return pdf;
}

/** Each page's text runs with their positions (pdfjs text items), page by page within the budget. */
async function textItems(pdf: PDFDocumentProxy, budget?: ReadingBudget): Promise<PositionedText[][]> {
  const pages: PositionedText[][] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    budget?.check();
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    pages.push(
      content.items.flatMap((item) =>
        'str' in item
          ? [
              {
                str: item.str,
                x: item.transform[4],
                y: item.transform[5],
                width: item.width,
                height: item.height,
              },
            ]
          : [],
      ),
    );
  }
  return pages;
}

/** The PDF's text layer as positioned lines; a PDF without one (a scan) is refused with 'no-text'. */
export async function readPdfLines(bytes: Uint8Array, budget?: ReadingBudget): Promise<ReportLine[]> {
  const pdf = await openPdf(bytes);
  try {
    const lines = linesFromPositionedText(await textItems(pdf, budget));
    if (!hasText(lines)) throw new UnreadableReportError('SCAN_NOT_READABLE');
    return lines;
  } catch (err) {
    if (err instanceof UnreadableReportError) throw err;
    throw new UnreadableReportError('DAMAGED_FILE');
  } finally {
    await pdf.destroy();
  }
}

/** The pictures of a scanned PDF, one grayscale PNG per image, page by page (what OCR then reads). */
export async function scannedPages(bytes: Uint8Array, budget?: ReadingBudget): Promise<Buffer[]> {
  const pdf = await openPdf(bytes);
  try {
    const images: Buffer[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      budget?.check();
      for (const img of await extractImages(pdf, n)) {
        // Logos and icons are not pages of text.
        if (img.width >= 200 && img.height >= 100)
          images.push(grayPng(img.width, img.height, img.channels, img.data));
      }
    }
    return images;
  } catch (err) {
    if (err instanceof UnreadableReportError) throw err;
    throw new UnreadableReportError('DAMAGED_FILE');
  } finally {
    await pdf.destroy();
  }
}
