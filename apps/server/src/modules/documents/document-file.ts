import type { FieldIssue } from '@app/contracts/common/api-error';
import {
  type DocumentFileType,
  documentExtensions,
  documentFileTypes,
  documentMessages,
} from '@app/contracts/documents.contract';
import { fileTypeOf } from '../../platform/files/file-signature';

const extensionTypes: Record<(typeof documentExtensions)[number], DocumentFileType> = {
  pdf: 'PDF',
  jpg: 'JPEG',
  jpeg: 'JPEG',
  png: 'PNG',
  doc: 'DOC',
  docx: 'DOCX',
};

const field = (name: string, message: string): FieldIssue => ({ field: `body.${name}`, message });

/**
 * The name's problems beyond the contract's (folders, control characters, length): its extension
 * must be one the vault accepts, and only one ("statement.html.pdf" hides what the file was).
 */
export function fileNameProblem(fileName: string): FieldIssue | null {
  const dot = fileName.lastIndexOf('.');
  const ext = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  if (!(documentExtensions as readonly string[]).includes(ext))
    return field('fileName', documentMessages.nameExtension);
  const stem = fileName.slice(0, dot);
  // A second extension is a run of letters after the stem's last dot ("v2.1" or "Dr. Smith" are names).
  if (/\.[A-Za-z]{1,5}$/.test(stem)) return field('fileName', documentMessages.doubleExtension);
  return null;
}

// Word 97-2003 files are OLE compound files; .docx files are ZIP packages holding word/document.xml.
const oleSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const isOle = (b: Uint8Array) => oleSignature.every((x, i) => b[i] === x);
const isDocx = (b: Uint8Array) =>
  b[0] === 0x50 &&
  b[1] === 0x4b &&
  b[2] === 0x03 &&
  b[3] === 0x04 &&
  Buffer.from(b.subarray(0, Math.min(b.length, 64 * 1024)))
    .toString('latin1')
    .includes('word/');

/** What the file really is, from its bytes; HTML, SVG, scripts and anything else answer null. */
function documentTypeOfBytes(bytes: Uint8Array): DocumentFileType | null {
  const known = fileTypeOf(bytes);
  if (known === 'PDF' || known === 'PNG' || known === 'JPEG') return known;
  if (isOle(bytes)) return 'DOC';
  if (isDocx(bytes)) return 'DOCX';
  return null;
}

/** The file's content checked against what is allowed and against its own name's extension. */
export function fileContentProblem(
  fileName: string,
  bytes: Uint8Array,
): { problem: FieldIssue } | { type: DocumentFileType; contentType: string } {
  const type = documentTypeOfBytes(bytes);
  if (!type) return { problem: field('fileData', documentMessages.notAllowed) };
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase() as keyof typeof extensionTypes;
  if (extensionTypes[ext] !== type) return { problem: field('fileData', documentMessages.typeMismatch) };
  return { type, contentType: documentFileTypes[type] };
}
