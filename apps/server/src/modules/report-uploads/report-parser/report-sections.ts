import type { Bureau } from '@app/contracts/bureaus';
import { bureauNamed } from './bureau-names';

/** What part of a report a heading opens; the readers read each part differently. */
export type SectionKind =
  | 'accounts'
  | 'negatives'
  | 'collections'
  | 'inquiries'
  | 'soft-inquiries'
  | 'public'
  | 'scores'
  | 'other';

// Checked in this order: the first that matches names the section.
const kinds: [SectionKind, RegExp][] = [
  [
    'other',
    /\b(?:statements?|contacts?|personal|consumer|identification|employ\w*|rights|factors|legend|glossary|scale|simulator)\b/i,
  ],
  [
    'soft-inquiries',
    /\b(?:soft|promotional|account review|viewed only by you|shared only with you|do not (?:impact|affect))\b/i,
  ],
  [
    'inquiries',
    /\binquir(?:y|ies)\b|\brequests?\b|who has (?:asked|viewed|accessed|requested)|credit checks?/i,
  ],
  ['public', /\bpublic\b|bankruptc|judge?ments?|\bliens?\b|court/i],
  ['scores', /\bscores?\b|\bfico\b|vantage/i],
  ['other', /\b(?:summary|notices?|addresses|alerts?|messages?|key|end|overview)\b/i],
  [
    'collections',
    /^(?:collections?|collection accounts?|accounts? in collections?|collection items?|collection agency accounts)$/i,
  ],
  [
    'negatives',
    /negative|derogatory|adverse|charge-?offs?|collections?|delinquen|past due|late payments?|needing attention|problem/i,
  ],
  [
    'accounts',
    /accounts?|credit items|tradelines?|trade lines?|credit cards?|loans?|mortgages?|revolving|installment|credit history|good standing|satisfactory|as agreed|positive/i,
  ],
];

// A heading is made of these words only, so a creditor ("EVERGREEN COLLECTIONS") is never taken for one.
const headingWords = new Set(
  `a all and in of the for your you by with that may do not to other others only has who what is are on from this
  negative negatives potentially item items derogatory adverse marks mark charge charge-off charge-offs chargeoffs offs
  collection collections accounts account information tradeline tradelines trade lines line credit revolving installment
  mortgage mortgages open closed good standing satisfactory positive paid as agreed current inquiry inquiries hard soft
  regular promotional review requests request viewed asked impact affect public records record bankruptcies bankruptcy
  judgments judgment judgements court liens lien scores score summary history details detail cards card loans loan
  needing attention shared file report personal consumer identification employment employer statement statements contacts
  contact rights dispute notice factors addresses alerts messages legend key glossary scale end data late payments
  delinquent delinquencies past due problem checks check agency your fico vantagescore vantage overview list listing
  section information profile other creditor creditors`.split(/\s+/),
);

/** The section a line opens, when it is a heading: short, heading words only, and no "label: value" in it. */
export function sectionHeading(text: string): SectionKind | null {
  const t = text
    .trim()
    .replace(/^[=*#\s>|_-]+|[=*#\s<|_:-]+$/g, '')
    .replace(/\s*\(\d+\)$/, '')
    .trim();
  if (t.length === 0 || t.length > 60 || /:\s*\S/.test(t) || /[$=\d]/.test(t)) return null;
  const words = t
    .toLowerCase()
    .replace(/[®&/,]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length > 8 || !words.every((w) => headingWords.has(w) || bureauNamed(w))) return null;
  for (const [kind, re] of kinds) if (re.test(t)) return kind;
  return null;
}

/**
 * Where one bureau's part of a report begins: "Experian Credit File", "TRANSUNION", "=== Equifax Report ===",
 * "Report from Experian", "Equifax Section".
 */
export function bureauSectionHeading(text: string): Bureau | null {
  const t = text
    .trim()
    .replace(/^[=*#\s>|_-]+|[=*#\s<|_:-]+$/g, '')
    .trim();
  const m =
    /^(?:(?:report|data|results|information) from\s+|bureau:?\s+)?(experian|equifax|trans\s?union)(?:®)?(?:\s+(?:credit file|credit report|consumer report|report|section|data|results|file|information))?$/i.exec(
      t,
    );
  return m ? bureauNamed((m[1] as string).replace(/\s/g, '')) : null;
}
