import { PDFDocument } from 'pdf-lib';
import { textToPng } from './bitmap-text-png';

/**
 * A PDF locked with a password (standard security handler): its trailer names an /Encrypt dictionary
 * whose user-password check fails without the password, as pdfjs reports for a protected statement.
 */
export function passwordProtectedPdf(): Buffer {
  const hex = (bytes: number) => 'ab'.repeat(bytes);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${hex(32)}> /U <${hex(32)}> /P -4 >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${hex(16)}> <${hex(16)}>] >>\n`;
  body += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A scanned report: each page a picture of printed lines, with no text layer at all. */
export async function scannedPdf(pages: string[][]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (const lines of pages) {
    const image = await doc.embedPng(textToPng(lines));
    const page = doc.addPage([612, 792]);
    const scale = Math.min(1, 560 / image.width);
    page.drawImage(image, {
      x: 26,
      y: 760 - image.height * scale,
      width: image.width * scale,
      height: image.height * scale,
    });
  }
  return Buffer.from(await doc.save());
}
