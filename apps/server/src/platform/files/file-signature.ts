import type { ReportFileType } from '@app/contracts/report-uploads.contract';

/** A saved web page: text (no NUL bytes) that opens as HTML once a BOM and blank space are skipped. */
function isHtml(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 2048))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (head.includes('\u0000')) return false;
  return (
    /^<!doctype html|^<html[\s>]|^<head[\s>]|^<body[\s>]|^<meta[\s>]/i.test(head) ||
    (/^</.test(head) && /<table[\s>]/i.test(head))
  );
}

/** The type a file really is, read from its content (its name and claimed type are not trusted). */
export function fileTypeOf(bytes: Uint8Array): ReportFileType | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'PDF'; // %PDF-
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'PNG';
  if (starts([0xff, 0xd8, 0xff])) return 'JPEG';
  if (isHtml(bytes)) return 'HTML';
  return null;
}

/** What the browser said the file is ("application/pdf", "image/jpeg", ".png", "text/html"), if it said. */
export function claimedFileType(fileType: string | undefined, fileName: string): ReportFileType | null {
  const claim = (fileType || fileName.split('.').pop() || '').toLowerCase();
  if (/pdf/.test(claim)) return 'PDF';
  if (/png/.test(claim)) return 'PNG';
  if (/jpe?g/.test(claim)) return 'JPEG';
  if (/html?/.test(claim)) return 'HTML';
  return null;
}
