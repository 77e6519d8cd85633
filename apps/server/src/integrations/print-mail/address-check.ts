import { usStateCodes } from '@app/contracts/client-onboarding.contract';
import type { PrintMailAddress } from './print-mail.port';

/** The states, territories and military post codes a client's address may name. */
const stateCodes = new Set<string>(usStateCodes);

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
