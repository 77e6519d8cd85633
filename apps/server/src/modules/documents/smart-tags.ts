import {
  type DocumentType,
  type SmartTag,
  type SystemTagName,
  smartTagReviewBelow,
  systemTags,
  type TagCategory,
} from '@app/contracts/documents.contract';
import type { DocumentText } from './document-text';

const categoryOf = (name: SystemTagName): TagCategory =>
  systemTags.find((t) => t.name === name)?.category ?? 'CONTENT';
const tag = (name: SystemTagName, confidence: number): SmartTag => ({
  name,
  category: categoryOf(name),
  confidence,
});

const months = 'jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec';
const dateAfter = (label: string) =>
  new RegExp(
    `(?:${label})\\s*:?\\s*((?:\\d{1,2}[/-]\\d{1,2}[/-]\\d{2,4})|(?:\\d{4}-\\d{2}-\\d{2})|(?:(?:${months})[a-z]*\\.? \\d{1,2},? \\d{4}))`,
    'i',
  );

/** A date as written on a pay stub (10/31/2026, 2026-10-31, October 31, 2026), or null. */
function parseWrittenDate(s: string): Date | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s)?.slice(1).map(Number);
  if (iso) return new Date(Date.UTC(iso[0] ?? 0, (iso[1] ?? 1) - 1, iso[2] ?? 1));
  const us = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2,4})$/.exec(s)?.slice(1).map(Number);
  if (us) {
    const [month = 1, day = 1, y = 0] = us;
    return new Date(Date.UTC(y < 100 ? 2000 + y : y, month - 1, day));
  }
  const t = Date.parse(`${s.replace(/\./, '')} UTC`);
  return Number.isNaN(t) ? null : new Date(t);
}

const dayLabel = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export interface DocumentTagging {
  smartTags: SmartTag[];
  /** How sure the tagging is of what the document is: its best content tag's confidence. */
  confidence: number;
  needsReview: boolean;
}

/**
 * Smart tags from the text read and the type guessed from the name. Text evidence
 * counts for more than the name; a name alone gives a low confidence that asks for review. A full
 * SSN always asks for review: the document holds a number that should be handled with care.
 */
export function tagDocument(input: {
  text: DocumentText;
  documentType: DocumentType;
  isWord: boolean;
  now: Date;
}): DocumentTagging {
  const text = input.text.text;
  const has = (re: RegExp) => re.test(text);
  const tags: SmartTag[] = [];
  const byName = (name: SystemTagName, textConfidence: number, nameMatches: boolean, evidence: boolean) => {
    if (evidence) tags.push(tag(name, nameMatches ? Math.min(0.98, textConfidence + 0.05) : textConfidence));
    else if (nameMatches) tags.push(tag(name, 0.4));
  };

  const bureaus = (['Experian', 'Equifax', 'TransUnion'] as const).filter((b) =>
    new RegExp(b.replace('U', '\\s?U'), 'i').test(text),
  );
  const bureauLetter =
    bureaus.length > 0 &&
    has(/reinvestigat|investigation|dispute|results|verified|deleted|updated|frivolous/i);
  byName('Bureau response', 0.9, input.documentType === 'BUREAU_RESPONSE', bureauLetter);
  if (bureauLetter) for (const b of bureaus) tags.push(tag(b, 0.95));

  const payStub = has(/gross pay|net pay|pay period|earnings statement|year[- ]to[- ]date|\bytd\b/i);
  byName('Pay stub', 0.9, input.documentType === 'PAYSTUB', payStub);
  if (payStub) {
    const found = dateAfter('pay date|check date|pay period end(?:ing)?').exec(text);
    const date = found?.[1] ? parseWrittenDate(found[1]) : null;
    if (date) {
      tags.push({ name: `Pay date ${dayLabel.format(date)}`, category: 'CONTENT', confidence: 0.85 });
      const threeMonthsAgo = new Date(input.now);
      threeMonthsAgo.setUTCMonth(threeMonthsAgo.getUTCMonth() - 3);
      if (date < threeMonthsAgo) tags.push(tag('Pay stub older than 3 months', 0.85));
    }
  }

  const utility =
    has(/electric|natural gas|water|utility|kwh|therms/i) &&
    has(/amount due|due date|service address|account/i);
  byName('Utility bill', 0.85, input.documentType === 'UTILITY_BILL', utility);
  const statement = has(/beginning balance|ending balance|account statement|statement period/i);
  byName('Financial statement', 0.8, input.documentType === 'FINANCIAL_DOCUMENT', statement);
  const identity = has(/driver'?s? licen[cs]e|passport|identification card|date of birth|\bDOB\b/i);
  byName('Identity document', 0.8, input.documentType === 'ID_DOCUMENT', identity);

  const fullSsn =
    has(/\b(?!000|666|9\d\d)\d{3}[- ]?(?!00)\d{2}[- ]?(?!0000)\d{4}\b/) &&
    has(/social security|\bssn\b|\bss#/i);
  if (fullSsn || has(/\b\d{3}-\d{2}-\d{4}\b/)) tags.push(tag('Contains full SSN', 0.95));
  if (has(/within \d+ days|respond by|no later than|past due|final notice/i))
    tags.push(tag('Time-sensitive', 0.7));

  if (input.isWord) tags.push(tag('Word document', 1));
  else if (input.text.status !== 'DONE' || text.trim().length < 20) tags.push(tag('No readable text', 1));
  else tags.push(tag(input.text.via === 'ocr' ? 'Scanned (OCR)' : 'PDF text', 1));

  const content = tags.filter((t) => t.category !== 'FORMAT' && !t.name.startsWith('Pay date'));
  const confidence = content.length > 0 ? Math.max(...content.map((t) => t.confidence)) : 0.3;
  const sensitive = tags.some((t) => t.name === 'Contains full SSN');
  const doubtful = tags.some((t) => t.confidence < smartTagReviewBelow);
  return {
    smartTags: tags,
    confidence: Math.round(confidence * 100) / 100,
    needsReview: sensitive || doubtful || confidence < smartTagReviewBelow,
  };
}
