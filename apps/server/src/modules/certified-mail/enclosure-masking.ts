import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { extractImages } from 'unpdf';
import { letterPage, winAnsiSafe } from '../../platform/documents/text-pdf';
import { grayPng } from '../report-uploads/report-reading/gray-png';
import { createOcrWorker } from '../report-uploads/report-reading/image-ocr';
import { openPdf } from '../report-uploads/report-reading/pdf-text';

/**
 * A Social Security number (3-2-4 digits, with dashes or spaces) or an account number (8 to 19
 * digits in a row), standing alone: what an enclosure shows only to its last 4 digits.
 */
const coveredNumber = /(?<![\dA-Za-z])(?:\d{3}[- ]\d{2}[- ]\d{4}|\d{8,19})(?![\dA-Za-z])/g;

/** The [start, end) ranges of `text` to cover: every such number up to its last 4 digits. */
export function rangesToCover(text: string): [number, number][] {
  const out: [number, number][] = [];
  for (const match of text.matchAll(coveredNumber)) {
    const start = match.index;
    let kept = 0;
    let end = start;
    for (let i = match[0].length - 1; i >= 0; i--) {
      if (/\d/.test(match[0][i] as string) && ++kept === 4) {
        end = start + i;
        break;
      }
    }
    out.push([start, end]);
  }
  return out;
}

/** The text with its covered ranges written as X (digits) or kept (dashes and spaces). */
export const maskedText = (text: string) =>
  rangesToCover(text).reduce(
    (t, [s, e]) => t.slice(0, s) + t.slice(s, e).replace(/\d/g, 'X') + t.slice(e),
    text,
  );

export interface MaskedEnclosure {
  /** Always a PDF: the pages as they will be printed. */
  bytes: Uint8Array;
  /** How many numbers were covered. */
  covered: number;
}

type Pdf = Awaited<ReturnType<typeof openPdf>>;
type Box = { x0: number; y0: number; x1: number; y1: number };
const note = 'Copy for mailing: Social Security and account numbers covered up to their last 4 digits.';

/**
 * A vault document made ready to mail: every Social Security number and account number covered up
 * to its last 4 digits. A page with such a number in its text is set again from its text with the
 * digits replaced (so no copy of them stays in the file); a picture (a photo of an ID, a scanned
 * page) is read by OCR and the digits are painted over in its pixels, which are then written anew.
 * Pages with nothing to cover are kept as they are.
 */
export async function maskEnclosure(file: {
  contentType: string;
  bytes: Uint8Array;
}): Promise<MaskedEnclosure> {
  const source = file.contentType === 'application/pdf' ? Buffer.from(file.bytes) : await pictureAsPdf(file);
  const original = await PDFDocument.load(source);
  const out = await PDFDocument.create();
  const font = await out.embedFont(StandardFonts.Helvetica);
  const pdf = await openPdf(source);
  let ocr: Awaited<ReturnType<typeof createOcrWorker>> | null = null;
  let covered = 0;
  try {
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const { width, height } = page.getViewport({ scale: 1 });
      const items = (await page.getTextContent()).items.flatMap((i) => ('str' in i ? [i] : []));
      if (items.some((i) => i.str.trim())) {
        const found = items.reduce((sum, i) => sum + rangesToCover(i.str).length, 0);
        if (found === 0) {
          const [kept] = await out.copyPages(original, [n - 1]);
          out.addPage(kept);
          continue;
        }
        covered += found;
        retypeset(out.addPage([width, height]), font, items);
        continue;
      }
      ocr ??= await createOcrWorker();
      const pictures = await maskedPictures(pdf, n, ocr);
      covered += pictures.reduce((sum, p) => sum + p.covered, 0);
      if (pictures.every((p) => p.covered === 0)) {
        const [kept] = await out.copyPages(original, [n - 1]);
        out.addPage(kept);
        continue;
      }
      const target = out.addPage([width, height]);
      for (const [i, picture] of pictures.entries()) {
        const image = await out.embedPng(picture.png);
        // A scanned page's pictures fill it top to bottom, each in its share of the height.
        const share = height / pictures.length;
        const scale = Math.min(width / image.width, share / image.height);
        target.drawImage(image, {
          x: (width - image.width * scale) / 2,
          y: height - share * i - image.height * scale,
          width: image.width * scale,
          height: image.height * scale,
        });
      }
      footnote(target, font);
    }
  } finally {
    await pdf.destroy();
    await ocr?.terminate();
  }
  return { bytes: await out.save(), covered };
}

/** A photo as a one-page PDF, so a picture and a scanned page are read and masked the same way. */
async function pictureAsPdf(file: { contentType: string; bytes: Uint8Array }) {
  const doc = await PDFDocument.create();
  const image =
    file.contentType === 'image/png' ? await doc.embedPng(file.bytes) : await doc.embedJpg(file.bytes);
  const scale = Math.min(
    (letterPage.width - 2 * 36) / image.width,
    (letterPage.height - 2 * 36) / image.height,
    1,
  );
  const page = doc.addPage([letterPage.width, letterPage.height]);
  page.drawImage(image, {
    x: 36,
    y: letterPage.height - 36 - image.height * scale,
    width: image.width * scale,
    height: image.height * scale,
  });
  return Buffer.from(await doc.save());
}

/** A page set again from its text runs, where they stood, with the covered digits as X under a bar. */
function retypeset(
  page: PDFPage,
  font: PDFFont,
  items: { str: string; transform: number[]; height: number }[],
) {
  for (const item of items) {
    const text = winAnsiSafe(item.str);
    if (!text.trim()) continue;
    const size = Math.max(4, Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0) || item.height || 10);
    const x = item.transform[4] ?? 0;
    const y = item.transform[5] ?? 0;
    page.drawText(maskedText(text), { x, y, size, font });
    for (const [s, e] of rangesToCover(text)) {
      const left = x + font.widthOfTextAtSize(text.slice(0, s), size);
      page.drawRectangle({
        x: left - 1,
        y: y - size * 0.2,
        width: font.widthOfTextAtSize(text.slice(s, e), size) + 2,
        height: size * 1.1,
        color: rgb(0, 0, 0),
      });
    }
  }
  footnote(page, font);
}

function footnote(page: PDFPage, font: PDFFont) {
  page.drawText(note, { x: 24, y: 12, size: 7, font, color: rgb(0.3, 0.3, 0.3) });
}

/** Each picture of a page, read by OCR, with the covered digits painted black in its pixels. */
async function maskedPictures(pdf: Pdf, n: number, ocr: Awaited<ReturnType<typeof createOcrWorker>>) {
  const out: { png: Buffer; covered: number }[] = [];
  for (const img of await extractImages(pdf, n)) {
    if (img.width < 50 || img.height < 20) continue;
    const pixels = Uint8ClampedArray.from(img.data);
    const { data } = await ocr.recognize(
      grayPng(img.width, img.height, img.channels, pixels),
      {},
      { blocks: true, text: false },
    );
    let covered = 0;
    for (const line of (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines))) {
      for (const box of boxesToCover(line.words)) {
        covered++;
        paint(pixels, img.width, img.height, img.channels, box);
      }
    }
    out.push({ png: grayPng(img.width, img.height, img.channels, pixels), covered });
  }
  return out;
}

/**
 * The boxes to paint over in one OCR line: its words joined by spaces (a number may be read as
 * three words), each covered range mapped back onto the words it spans, by their share of each
 * word's width, with a margin so no stroke of a covered digit shows.
 */
export function boxesToCover(words: { text: string; bbox: Box }[]): Box[] {
  let text = '';
  const starts = words.map((w) => {
    const at = text.length;
    text += `${w.text} `;
    return at;
  });
  const boxes: Box[] = [];
  for (const [s, e] of rangesToCover(text)) {
    words.forEach((w, i) => {
      const from = Math.max(s, starts[i] as number);
      const to = Math.min(e, (starts[i] as number) + w.text.length);
      if (from >= to) return;
      const perChar = (w.bbox.x1 - w.bbox.x0) / Math.max(1, w.text.length);
      const pad = Math.ceil((w.bbox.y1 - w.bbox.y0) * 0.15);
      boxes.push({
        x0: w.bbox.x0 + perChar * (from - (starts[i] as number)) - pad,
        x1: w.bbox.x0 + perChar * (to - (starts[i] as number)),
        y0: w.bbox.y0 - pad,
        y1: w.bbox.y1 + pad,
      });
    });
  }
  return boxes;
}

function paint(pixels: Uint8ClampedArray, width: number, height: number, channels: number, box: Box) {
  const x0 = Math.max(0, Math.floor(box.x0));
  const x1 = Math.min(width, Math.ceil(box.x1));
  const y0 = Math.max(0, Math.floor(box.y0));
  const y1 = Math.min(height, Math.ceil(box.y1));
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const at = (y * width + x) * channels;
      for (let c = 0; c < Math.min(channels, 3); c++) pixels[at + c] = 0;
      if (channels === 4) pixels[at + 3] = 255;
    }
  }
}
