import {
  logoContentTypes,
  organizationLimits,
  organizationMessages,
} from '@app/contracts/organizations.contract';
import { fileTypeOf } from '../../platform/files/file-signature';

/** A drawing in SVG (an XML text that opens an `<svg` element), whatever its name says. */
function isSvg(bytes: Uint8Array) {
  const head = Buffer.from(bytes.subarray(0, 4096))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<') && /<svg[\s>]/i.test(head);
}

// A PNG's first chunk is always its header (IHDR); a file that only starts like a PNG is not one.
const pngHeaderChunk = (bytes: Uint8Array) =>
  Buffer.from(bytes.subarray(12, 16)).toString('latin1') === 'IHDR';

/**
 * The logo's bytes checked like every upload: its type read from its content (never its name or
 * the browser's claim), PNG or JPEG only, within the size limit. SVG is refused outright: a
 * drawing can carry scripts, and a logo gains nothing from being one.
 */
export function checkedLogo(base64: string): { contentType: string; bytes: Buffer } | { problem: string } {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) return { problem: organizationMessages.logoEmpty };
  if (bytes.length > organizationLimits.logoBytes) return { problem: organizationMessages.logoTooLarge };
  if (isSvg(bytes)) return { problem: organizationMessages.logoSvg };
  const type = fileTypeOf(bytes);
  if (type === 'PNG' && pngHeaderChunk(bytes)) return { contentType: logoContentTypes.PNG, bytes };
  if (type === 'JPEG') return { contentType: logoContentTypes.JPEG, bytes };
  return { problem: organizationMessages.logoNotAllowed };
}
