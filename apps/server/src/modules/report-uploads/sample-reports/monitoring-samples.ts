import type { Bureau } from '@app/contracts/bureaus';
import { money, type SampleReport, type SampleRow, samplePersona, seededRandom } from './sample-report-model';

const line = (text: string): SampleRow => ({ cells: [text] });
const allBureaus: Bureau[] = ['TRANSUNION', 'EXPERIAN', 'EQUIFAX'];
const bureauName: Record<Bureau, string> = {
  TRANSUNION: 'TransUnion',
  EXPERIAN: 'Experian',
  EQUIFAX: 'Equifax',
};

/** A three-bureau monitoring report with the bureaus side by side, as IdentityIQ prints it. */
export function sideBySideSample(seed: number): SampleReport {
  const r = seededRandom(seed);
  const p = samplePersona(r, allBureaus);
  const scores = { TRANSUNION: r.int(520, 720), EXPERIAN: r.int(520, 720), EQUIFAX: r.int(520, 720) };
  const tabs = [50, 170, 300, 430];
  const three = (label: string, a: string, b = a, c = a): SampleRow => ({ cells: [label, a, b, c], tabs });
  const header: SampleRow = { cells: ['TransUnion', 'Experian', 'Equifax'], tabs: [190, 320, 450] };
  const rows: SampleRow[] = [
    line('Three Bureau Credit Report'),
    line('Credit Score'),
    header,
    three('Credit Score:', String(scores.TRANSUNION), String(scores.EXPERIAN), String(scores.EQUIFAX)),
    three('Score Scale:', '300-850'),
    line('Account History'),
  ];
  for (const n of p.negatives) {
    rows.push(
      line(n.creditor),
      header,
      three('Account #:', `4266******${n.last4}`),
      three('Account Type:', n.type === 'COLLECTION' ? 'Open Account' : 'Revolving'),
      three('Balance:', `${money(n.balance)}.00`),
    );
    if (n.type === 'LATE_PAYMENT') {
      rows.push(three('Payment Status:', 'Current'), {
        cells: ['', 'Aug', 'Jul', 'Jun', 'May'],
        tabs: [50, 170, 210, 250, 290],
      });
      for (const b of allBureaus)
        rows.push({
          cells: [bureauName[b], 'OK', String(n.daysLate), 'OK', 'OK'],
          tabs: [50, 170, 210, 250, 290],
        });
    } else {
      rows.push(three('Payment Status:', n.type === 'COLLECTION' ? 'Collection' : 'Charged Off'));
    }
    rows.push(line('Back to Top'));
  }
  for (const g of p.good) {
    rows.push(
      line(g.creditor),
      header,
      three('Account #:', `5120******${g.last4}`),
      three('Balance:', `${money(g.balance)}.00`),
      three('Payment Status:', 'Current'),
      line('Back to Top'),
    );
  }
  rows.push(line('Public Information'), line('None Reported'), line('Inquiries'), {
    cells: ['Creditor Name', 'Type of Business', 'Date of inquiry', 'Credit Bureau'],
    tabs: [50, 200, 330, 430],
  });
  for (const i of p.inquiries)
    rows.push({ cells: [i.creditor, 'Auto Financing', i.date, 'Experian'], tabs: [50, 200, 330, 430] });
  return {
    name: `monitoring-columns-${seed}`,
    rows,
    expected: {
      scores,
      score: null,
      negatives: p.negatives,
      goodAccounts: p.good.map((g) => g.creditor),
      inquiries: p.inquiries.map((i) => i.creditor),
      publicRecords: [],
    },
  };
}

/** A monitoring report with one section per bureau, each with its own account table. */
export function bureauSectionsSample(seed: number): SampleReport {
  const r = seededRandom(seed);
  const p = samplePersona(r, allBureaus);
  const scores = { TRANSUNION: r.int(520, 720), EXPERIAN: r.int(520, 720), EQUIFAX: r.int(520, 720) };
  const tabs = [40, 200, 250, 320, 370, 430, 490];
  const rows: SampleRow[] = [
    line('Credit Monitoring Report'),
    line('Consumer Information'),
    line('Name Casey Example'),
  ];
  for (const b of allBureaus) {
    rows.push(
      line(`${bureauName[b]} Credit File`),
      line(`Credit Score (VantageScore 3.0): ${scores[b]}`),
      line('Credit Accounts'),
    );
    rows.push({ cells: ['Creditor', 'Acct #', 'Type', 'Status', 'Balance', 'Payment Status'], tabs });
    for (const n of p.negatives) {
      const status =
        n.type === 'COLLECTION'
          ? 'Collection'
          : n.type === 'CHARGE_OFF'
            ? 'Charged Off'
            : `${n.daysLate} Days Late`;
      rows.push({
        cells: [
          n.creditor,
          `****${n.last4}`,
          n.type === 'COLLECTION' ? 'Collection' : 'Credit Card',
          'Open',
          money(n.balance),
          status,
        ],
        tabs,
      });
    }
    for (const g of p.good)
      rows.push({
        cells: [g.creditor, `****${g.last4}`, 'Auto Loan', 'Open', money(g.balance), 'Paid as Agreed'],
        tabs,
      });
    rows.push(line('Hard Inquiries'), { cells: ['Date', 'Company', 'Type'], tabs: [40, 130, 330] });
    for (const i of p.inquiries)
      rows.push({ cells: [i.date, i.creditor, 'Hard Inquiry'], tabs: [40, 130, 330] });
  }
  return {
    name: `monitoring-sections-${seed}`,
    rows,
    expected: {
      scores,
      score: null,
      negatives: p.negatives,
      goodAccounts: p.good.map((g) => g.creditor),
      inquiries: p.inquiries.map((i) => i.creditor),
      publicRecords: [],
    },
  };
}
