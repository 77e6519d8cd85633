import type { Bureau } from '@app/contracts/bureaus';
import { emptyAccount, type ReportCollector } from './parsed-report';
import type { ReportCell, ReportLine } from './report-lines';
import {
  bureauOf,
  centsIn,
  dateIn,
  daysLateIn,
  daysLateInHistory,
  isBureauName,
  isScore,
  last4Of,
  negativeKindOf,
} from './report-patterns';

/**
 * Three-bureau monitoring reports that show the bureaus side by side (IdentityIQ, SmartCredit):
 * a header row "TransUnion Experian Equifax", then "Label: value value value" rows.
 */
/** A row of only bureau names ("TransUnion Experian Equifax") is the column header of this layout. */
export function bureauHeaderOf(line: ReportLine): Bureau[] | null {
  const words = line.text.replace(/trans union/gi, 'TransUnion').split(/\s+/);
  if (words.length < 2 || words.length > 3 || !words.every(isBureauName)) return null;
  return words.map((w) => bureauOf(w) as Bureau);
}

/**
 * Places a row's value cells under the bureaus. Headers are centred but values are not, so the
 * columns' positions come from the last row that had one value per bureau.
 */
function createColumnPlacer(columns: Bureau[]) {
  let reference: number[] | null = null;
  return (cells: ReportCell[]): Map<Bureau, string> => {
    const out = new Map<Bureau, string>();
    if (cells.length === columns.length) {
      reference = cells.map((c) => c.x);
      cells.forEach((c, i) => {
        out.set(columns[i] as Bureau, c.text);
      });
      return out;
    }
    if (reference && cells.length > 0) {
      const ref = reference;
      for (const cell of cells) {
        let best = 0;
        ref.forEach((x, i) => {
          if (Math.abs(x - cell.x) < Math.abs((ref[best] as number) - cell.x)) best = i;
        });
        const b = columns[best] as Bureau;
        out.set(b, [out.get(b), cell.text].filter(Boolean).join(' '));
      }
      return out;
    }
    // Plain text without positions: split the words evenly when they divide into the columns.
    const words = cells.flatMap((c) => c.text.split(/\s+/));
    if (words.length > 0 && words.length % columns.length === 0) {
      const per = words.length / columns.length;
      columns.forEach((b, i) => {
        out.set(b, words.slice(i * per, (i + 1) * per).join(' '));
      });
    }
    return out;
  };
}

const sectionOf = (text: string) =>
  /^(personal information|credit score|summary|account history|public information|public records|inquiries|creditor contacts)$/i.exec(
    text.trim(),
  )?.[1];
const isLabel = (text: string) => /:\s*$/.test(text) || /^[A-Z][A-Za-z #()/.-]{1,40}:$/.test(text);
const present = (v: string | undefined) => v !== undefined && v.trim() !== '' && v.trim() !== '-';

export function parseSideBySide(lines: ReportLine[], out: ReportCollector) {
  let columns: Bureau[] = [];
  let place = createColumnPlacer(columns);
  let section = '';
  let block: {
    creditor: string;
    rows: Map<string, Map<Bureau, string>>;
    history: Map<Bureau, string>;
  } | null = null;

  const flush = () => {
    if (!block) return;
    for (const bureau of columns) {
      const get = (label: string) => block?.rows.get(label)?.get(bureau);
      const reported = [...block.rows.values()].some((r) => present(r.get(bureau)));
      if (!reported) continue;
      const account = emptyAccount(block.creditor, [bureau]);
      account.accountType = get('account type - detail') ?? get('account type') ?? null;
      account.status = get('payment status') ?? get('account status') ?? null;
      account.balanceCents = centsIn(get('balance'));
      account.accountLast4 = last4Of(get('account #'));
      account.originalCreditor = present(get('original creditor'))
        ? (get('original creditor') as string)
        : null;
      account.dateReported = get('date opened') ?? null;
      const described = [
        'account type',
        'account type - detail',
        'account status',
        'payment status',
        'comments',
      ]
        .map(get)
        .filter(present)
        .join(' ');
      account.disputed = /disputed/i.test(described);
      account.daysLate = Math.max(daysLateInHistory(block.history.get(bureau) ?? ''), daysLateIn(described));
      account.negative = negativeKindOf(described) ?? (account.daysLate > 0 ? 'LATE_PAYMENT' : null);
      out.addAccount(account);
    }
    block = null;
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as ReportLine;
    const header = bureauHeaderOf(line);
    if (header) {
      columns = header;
      place = createColumnPlacer(columns);
      continue;
    }
    const heading = sectionOf(line.text);
    if (heading) {
      flush();
      section = heading.toLowerCase();
      continue;
    }
    if (/^back to top$/i.test(line.text)) {
      flush();
      continue;
    }
    const [first, ...rest] = line.cells;
    if (!first) continue;

    if (section === 'credit score' && /^credit score:?/i.test(first.text)) {
      const values = place(
        rest.length ? rest : [{ text: first.text.replace(/^credit score:?\s*/i, ''), x: 0 }],
      );
      for (const [b, v] of values) if (isScore(Number(v))) out.setScore(b, Number(v));
      continue;
    }
    if (section === 'account history') {
      const next = lines[i + 1];
      if (!isLabel(first.text) && rest.length === 0 && next && bureauHeaderOf(next)) {
        flush();
        block = { creditor: first.text.trim(), rows: new Map(), history: new Map() };
        continue;
      }
      if (!block) continue;
      const gridBureau = isBureauName(first.text) ? bureauOf(first.text) : null;
      if (gridBureau) {
        block.history.set(gridBureau, rest.map((c) => c.text).join(' '));
        continue;
      }
      if (isLabel(first.text)) {
        block.rows.set(first.text.replace(/:\s*$/, '').trim().toLowerCase(), place(rest));
      }
      continue;
    }
    if (section === 'inquiries') {
      const date = dateIn(line.text);
      if (!date) continue;
      const bureau = bureauOf(line.cells[line.cells.length - 1]?.text ?? '') ?? bureauOf(line.text);
      const creditor = line.cells.length > 1 ? first.text : line.text.split(/\s{2,}|\s+\d/)[0];
      out.addInquiry({ creditor: (creditor ?? '').trim(), date, bureaus: bureau ? [bureau] : [] });
      continue;
    }
    if (section === 'public information' || section === 'public records') {
      if (/none reported|no public/i.test(line.text)) continue;
      const kind = /bankruptcy|chapter \d+|judgment|lien|civil claim/i.exec(line.text);
      if (kind && isLabel(first.text)) {
        const values = place(rest);
        const reported = [...values].filter(([, v]) => present(v)).map(([b]) => b);
        out.addPublicRecord({
          recordType: kind[0],
          bankruptcy: /bankruptcy|chapter/i.test(kind[0]),
          filedDate: dateIn(line.text),
          amountCents: centsIn(line.text),
          bureaus: reported,
        });
      } else if (kind) {
        out.addPublicRecord({
          recordType: kind[0],
          bankruptcy: /bankruptcy|chapter/i.test(kind[0]),
          filedDate: dateIn(line.text),
          amountCents: centsIn(line.text),
          bureaus: [...columns],
        });
      }
    }
  }
  flush();
}
