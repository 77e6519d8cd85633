import type { Bureau } from '@app/contracts/bureaus';
import {
  accountFromTableRow,
  accountTableHeader,
  createAccountEntry,
  entryHeader,
  labelledValues,
} from './account-entries';
import type { ReportCollector } from './parsed-report';
import type { ReportCell, ReportLine } from './report-lines';
import { bureauOf, centsIn, dateIn, isScore, leadingDate, trailingDate } from './report-patterns';
import { bureauSectionHeading, type SectionKind, sectionHeading } from './report-sections';

/**
 * Reports read line by line: the bureaus' own consumer reports, section-per-bureau monitoring
 * reports, single-score summaries and merged tri-bureau text. Headings switch what a line means.
 */
export function parseLineReport(lines: ReportLine[], out: ReportCollector, reportBureau: Bureau | null) {
  let section: SectionKind = 'other';
  let bureau: Bureau | null = reportBureau;
  let table: ReportCell[] | null = null;
  let entry: ReturnType<typeof createAccountEntry> | null = null;
  let pendingInquiry: string | null = null;

  const bureausNow = (): Bureau[] => (bureau ? [bureau] : []);
  const closeEntry = () => {
    const account = entry?.finish();
    if (account) out.addAccount(account);
    entry = null;
  };

  for (const line of lines) {
    const text = line.text.trim();
    const sectionBureau = bureauSectionHeading(text);
    if (sectionBureau) {
      closeEntry();
      bureau = sectionBureau;
      section = 'other';
      table = null;
      continue;
    }
    const heading = sectionHeading(text);
    if (heading) {
      closeEntry();
      section = heading;
      table = null;
      pendingInquiry = null;
      continue;
    }
    readScores(text, section, bureau, out);
    if (/^[-•·*]\s/.test(text) || /^(?:page \d+|back to top)/i.test(text)) continue;

    if (section === 'accounts' || section === 'collections') {
      const inCollections = section === 'collections';
      const header = accountTableHeader(line);
      if (header) {
        closeEntry();
        table = header;
        continue;
      }
      const pairs = labelledValues(line);
      if (pairs) {
        if (entry)
          for (const [label, value] of pairs) (entry as NonNullable<typeof entry>).take(label, value);
        continue;
      }
      if (table && /\$|\d{2}\/\d{4}|\b(?:open|closed|current|collection|paid)\b/i.test(text)) {
        const account = accountFromTableRow(line, table, bureausNow());
        if (account) {
          if (inCollections)
            account.negative = account.negative === 'CHARGE_OFF' ? 'CHARGE_OFF' : 'COLLECTION';
          out.addAccount(account);
        }
        continue;
      }
      if (/[A-Za-z]{2}/.test(text) && !/^(?:none|no )|=|legend/i.test(text)) {
        closeEntry();
        entry = createAccountEntry(entryHeader(text, inCollections), bureausNow(), inCollections);
      }
      continue;
    }
    if (section === 'inquiries') {
      pendingInquiry = readInquiry(line, pendingInquiry, bureausNow(), out);
      continue;
    }
    if (section === 'public') readPublicRecord(line, bureausNow(), out);
  }
  closeEntry();
}

function readScores(text: string, section: SectionKind, bureau: Bureau | null, out: ReportCollector) {
  if (!/score/i.test(text) && section !== 'scores') return;
  if (/range|scale|factors?|out of|between|model/i.test(text)) return;
  const pairs = [...text.matchAll(/(equifax|experian|trans\s?union)[^0-9]{0,20}?(\d{3})\b/gi)];
  if (pairs.length) {
    for (const m of pairs) if (isScore(Number(m[2]))) out.setScore(bureauOf(m[1] as string), Number(m[2]));
    return;
  }
  if (!/score/i.test(text)) return;
  const numbers = (text.replace(/\d+\.\d+/g, ' ').match(/\b\d{3}\b/g) ?? []).map(Number).filter(isScore);
  if (numbers.length === 1) out.setScore(bureau, numbers[0] as number);
}

const softWords = /\b(?:soft|promotional|account review|prequalif)/i;
const inquiryWords = /\s*[([]?\b(?:hard(?: inquiry)?|inquiry|individual|joint)\b[)\]]?\s*/gi;

/** One row of an inquiry list; a creditor alone on a line waits for its "Date: ..." line. */
function readInquiry(line: ReportLine, pending: string | null, bureaus: Bureau[], out: ReportCollector) {
  const text = line.text.trim();
  if (softWords.test(text)) return null;
  const date = dateIn(text);
  if (!date) {
    if (
      /\b(?:date|company|creditor name|type of business)\b/i.test(text) ||
      /none|no inquiries/i.test(text)
    ) {
      return pending;
    }
    return /[A-Za-z]{2}/.test(text) ? text : pending;
  }
  const rowBureau = bureauOf(line.cells[line.cells.length - 1]?.text ?? '');
  const withoutBureau = text.replace(/\s+(?:trans\s?union|experian|equifax)\s*$/i, '');
  let creditor: string | undefined;
  if (line.cells.length >= 2) {
    creditor = line.cells
      .map((c) => c.text)
      .find(
        (c) =>
          !dateIn(c) && /[A-Za-z]{2}/.test(c) && !/^(?:hard|inquiry|hard inquiry)$/i.test(c) && !bureauOf(c),
      );
  }
  creditor ??= (leadingDate.exec(withoutBureau)?.[2] ?? trailingDate.exec(withoutBureau)?.[1])?.trim();
  if (!creditor || /^(?:date|requested|inquiry date|date of (?:inquiry|request))\b/i.test(creditor)) {
    creditor = pending ?? undefined;
  }
  if (!creditor) return null;
  creditor = creditor.replace(inquiryWords, ' ').replace(/\s+/g, ' ').trim();
  if (creditor) out.addInquiry({ creditor, date, bureaus: rowBureau ? [rowBureau] : bureaus });
  return null;
}

const recordWords =
  /(chapter \d+ bankruptcy|bankruptcy(?: chapter \d+)?|civil judgment|judgment|tax lien|lien|civil claim|foreclosure)/i;

function readPublicRecord(line: ReportLine, bureaus: Bureau[], out: ReportCollector) {
  const text = line.text.trim();
  if (/^(?:none|no )|not? .*found|none reported/i.test(text)) return;
  const kind = recordWords.exec(text);
  if (!kind) return;
  out.addPublicRecord({
    recordType: kind[1] as string,
    bankruptcy: /bankruptcy/i.test(kind[1] as string),
    filedDate: dateIn(text),
    amountCents: centsIn(text),
    bureaus,
  });
}
