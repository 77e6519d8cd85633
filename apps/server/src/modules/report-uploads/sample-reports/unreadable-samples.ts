import { constants, deflateRawSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
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

/** A PDF of blank pages: many (more than a report has), or one with neither text nor picture. */
export async function blankPagesPdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let n = 0; n < pages; n++) doc.addPage([612, 792]);
  return Buffer.from(await doc.save());
}

/** A PDF that runs a script when opened (its catalog's open action), packed in an object stream as pdf-lib saves it. */
export async function pdfWithScript(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([612, 792]).drawText('CREDIT REPORT', { x: 50, y: 700 });
  const action = doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
  doc.catalog.set(PDFName.of('OpenAction'), action);
  return Buffer.from(await doc.save());
}

/** A PDF carrying another file inside it. */
export async function pdfWithAttachment(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([612, 792]).drawText('CREDIT REPORT', { x: 50, y: 700 });
  await doc.attach(Buffer.from('not part of any report'), 'notes.txt', { mimeType: 'text/plain' });
  return Buffer.from(await doc.save());
}

/**
 * A "PDF bomb": a few hundred kilobytes whose one page's content stream unpacks to `megabytes` MB of
 * blanks. Packed a megabyte at a time, so making it never holds the whole in memory either.
 */
export function pdfBomb(megabytes: number): Buffer {
  // One megabyte of blanks packed once and repeated: independent flushed blocks make one valid stream.
  const megabyte = 1024 * 1024;
  const block = deflateRawSync(Buffer.alloc(megabyte, 0x20), { finishFlush: constants.Z_SYNC_FLUSH });
  const n = BigInt(megabytes * megabyte);
  const mod = 65521n;
  const a = (1n + n * 32n) % mod;
  const b = (n + (32n * n * (n + 1n)) / 2n) % mod;
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(Number((b << 16n) | a));
  const packed = Buffer.concat([
    Buffer.from([0x78, 0x9c]),
    ...Array.from({ length: megabytes }, () => block),
    deflateRawSync(Buffer.alloc(0)),
    adler,
  ]);
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>'),
    Buffer.concat([
      Buffer.from(`<< /Length ${packed.length} /Filter /FlateDecode >>\nstream\n`),
      packed,
      Buffer.from('\nendstream'),
    ]),
  ];
  const out: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  let size = out[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(size);
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), o, Buffer.from('\nendobj\n')]);
    out.push(obj);
    size += obj.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${size}\n%%EOF\n`,
  ].join('');
  return Buffer.concat([...out, Buffer.from(xref)]);
}

/** The start of a PNG that says it is `width` × `height` pixels (refused from its header, never decoded). */
export function hugePngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.writeUInt8(8, 16); // 8 bits per sample, grayscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    ihdr,
    Buffer.alloc(64),
  ]);
}
