import type { Bureau } from '@app/contracts/bureaus';

/** Bureau names as reports write them; abbreviations only where a bureau is clearly meant. */
const fullNames: [RegExp, Bureau][] = [
  [/^trans\s?union(?:®|\(r\))?$/i, 'TRANSUNION'],
  [/^experian(?:®|\(r\))?$/i, 'EXPERIAN'],
  [/^equifax(?:®|\(r\))?$/i, 'EQUIFAX'],
];
const abbreviations: Record<string, Bureau> = {
  TU: 'TRANSUNION',
  TUC: 'TRANSUNION',
  TRU: 'TRANSUNION',
  EX: 'EXPERIAN',
  EXP: 'EXPERIAN',
  XPN: 'EXPERIAN',
  EQ: 'EQUIFAX',
  EQF: 'EQUIFAX',
  EFX: 'EQUIFAX',
};

/** The bureau a short text names: "Experian", "TransUnion®", "Trans Union", or "TU"/"EXP"/"EQF" in capitals. */
export function bureauNamed(text: string): Bureau | null {
  const t = text.trim().replace(/[:.]$/, '');
  for (const [re, b] of fullNames) if (re.test(t)) return b;
  return abbreviations[t] ?? null;
}

/** Every bureau a text names in full or by capital abbreviation ("Reported by: EQUIFAX, EXPERIAN", "(TU, EX)"). */
export function bureausIn(text: string): Bureau[] {
  const found = new Set<Bureau>();
  if (/trans\s?union/i.test(text)) found.add('TRANSUNION');
  if (/experian/i.test(text)) found.add('EXPERIAN');
  if (/equifax/i.test(text)) found.add('EQUIFAX');
  for (const m of text.matchAll(/\b(TUC?|TRU|EXP?|XPN|EQF?|EFX)\b/g))
    found.add(abbreviations[m[1] as string] as Bureau);
  return (['TRANSUNION', 'EXPERIAN', 'EQUIFAX'] as const).filter((b) => found.has(b));
}

/** True for a text that is only bureau names ("TransUnion, Experian", "TU/EX/EQ"). */
export function isOnlyBureaus(text: string): boolean {
  const parts = text
    .replace(/trans union/gi, 'TransUnion')
    .split(/[\s,/&]+|\band\b/)
    .filter(Boolean);
  return parts.length > 0 && parts.every((p) => bureauNamed(p) !== null);
}
