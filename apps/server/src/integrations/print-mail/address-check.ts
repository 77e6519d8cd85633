import type { PrintMailAddress } from './print-mail.port';

const stateCodes = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR VI GU AS MP'.split(
    ' ',
  ),
);

/**
 * Why the built-in print shop cannot deliver to an address, in plain words, or null: the checks a
 * print shop's address verification makes before it prints (ZIP, state, a house number or P.O. box).
 */
export function undeliverableReason(a: PrintMailAddress): string | null {
  if (!a.name.trim()) return 'the recipient has no name';
  if (!/^\d{5}(-\d{4})?$/.test(a.zip.trim())) return `the ZIP code "${a.zip}" is not a US ZIP code`;
  if (!stateCodes.has(a.state.trim().toUpperCase())) return `"${a.state}" is not a US state`;
  if (!a.city.trim()) return 'the address has no city';
  const line = a.line1.trim();
  if (!/\d/.test(line)) return `"${line}" has no house number or P.O. box number`;
  return null;
}
