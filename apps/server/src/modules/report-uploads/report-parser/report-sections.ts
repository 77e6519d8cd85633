import type { Bureau } from '@app/contracts/bureaus';

/** What part of a report a heading opens; the layouts read each part differently. */
export type SectionKind =
  | 'accounts'
  | 'collections'
  | 'inquiries'
  | 'soft-inquiries'
  | 'public'
  | 'scores'
  | 'other';

const headings: [RegExp, SectionKind][] = [
  [
    /^(?:soft inquiries|promotional inquiries|account review inquiries|requests viewed only by you|inquiries shared only with you|inquiries that do not (?:impact|affect))/i,
    'soft-inquiries',
  ],
  [
    /^(?:hard inquiries|credit inquiries|inquiries|regular inquiries|requests viewed by others|requests for your credit history|inquiries that (?:may )?(?:impact|affect))/i,
    'inquiries',
  ],
  [/^(?:collections?|collection accounts)\b/i, 'collections'],
  [/^(?:public records?|public information|bankruptcies|judgments)\b/i, 'public'],
  [/^(?:credit scores?|credit score summary|your credit scores?|score summary)\b/i, 'scores'],
  [
    /^(?:potentially negative items|negative items|negative accounts|adverse accounts|derogatory accounts|credit accounts|accounts|tradelines|account history|account information|accounts in good standing|satisfactory accounts|revolving accounts|installment accounts|mortgage accounts|open accounts|closed accounts|other accounts|credit cards?|loans)\b/i,
    'accounts',
  ],
  [
    /^(?:consumer information|personal information|personal data|summary|report summary|important notice|personal statements?|contact information|creditor contacts|employment(?: history| information)?|consumer statements?|your rights|dispute information|end of)\b/i,
    'other',
  ],
];

/** The section a line opens, when it is a heading: short, and no "label: value" in it. */
export function sectionHeading(text: string): SectionKind | null {
  const t = text.trim().replace(/^[=*#\s-]+|[=*#\s-]+$/g, '');
  if (t.length === 0 || t.length > 60 || /:\s*\S/.test(t) || /[$=]/.test(t)) return null;
  // "TRADELINES (3)" is a heading; "Credit Score 612" is a value.
  if (/\d/.test(t.replace(/\(\d+\)\s*$/, ''))) return null;
  for (const [re, kind] of headings) if (re.test(t)) return kind;
  return null;
}

/** "Experian Credit File", "TRANSUNION SECTION", "Equifax": where one bureau's part of a report begins. */
export function bureauSectionHeading(text: string): Bureau | null {
  const m =
    /^(experian|equifax|trans\s?union)(?:\s+(?:credit file|credit report|report|section|data))?\s*$/i.exec(
      text.trim(),
    );
  if (!m) return null;
  const name = (m[1] as string).toLowerCase().replace(/\s/g, '');
  return name === 'experian' ? 'EXPERIAN' : name === 'equifax' ? 'EQUIFAX' : 'TRANSUNION';
}
