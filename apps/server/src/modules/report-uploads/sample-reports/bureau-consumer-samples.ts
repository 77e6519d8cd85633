import {
  money,
  type SampleReport,
  type SampleRow,
  samplePersona,
  seededRandom,
  usDate,
} from './sample-report-model';

const kv = (label: string, value: string): SampleRow => ({ cells: [label, value], tabs: [60, 220] });
const line = (text: string): SampleRow => ({ cells: [text] });

/** Experian's consumer disclosure: label/value tables, "Potentially negative items", "Requests ...". */
export function experianSample(seed: number): SampleReport {
  const r = seededRandom(seed);
  const p = samplePersona(r, ['EXPERIAN']);
  const score = r.int(520, 720);
  const rows: SampleRow[] = [
    line('Experian Credit Report'),
    kv('Prepared for', 'JORDAN SAMPLE'),
    kv('Report number', `${r.int(1000, 9999)}-${r.int(1000, 9999)}`),
    kv('Your FICO Score 8', String(score)),
    line('Potentially negative items'),
  ];
  for (const n of p.negatives) {
    const status =
      n.type === 'COLLECTION'
        ? `Collection account. ${money(n.balance)} past due as of Aug 2024.`
        : n.type === 'CHARGE_OFF'
          ? `Account charged off. ${money(n.balance)} written off as of Mar 2024.`
          : `Open. ${n.daysLate} days past due as of Jun 2024.`;
    rows.push(
      line(n.creditor),
      kv('Account number', `4417XXXXXXXX${n.last4}`),
      kv('Account type', n.type === 'COLLECTION' ? 'Collection' : 'Credit card'),
      kv('Status', status),
      kv('Recent balance', `${money(n.balance)} as of 08/2024`),
    );
  }
  rows.push(line('Accounts in good standing'));
  for (const g of p.good) {
    rows.push(
      line(g.creditor),
      kv('Account number', `5120XXXXXXXX${g.last4}`),
      kv('Account type', 'Installment'),
      kv('Status', 'Open/Never late.'),
      kv('Recent balance', money(g.balance)),
    );
  }
  rows.push(line('Public records'), line('No public records reported.'), line('Requests viewed by others'));
  for (const i of p.inquiries) rows.push(line(i.creditor), kv('Date of request', i.date));
  rows.push(
    line('Requests viewed only by you'),
    line(p.softInquiry.creditor),
    kv('Date of request', p.softInquiry.date),
  );
  return {
    name: `experian-consumer-${seed}`,
    rows,
    expected: {
      scores: { EXPERIAN: score },
      score: null,
      negatives: p.negatives,
      goodAccounts: p.good.map((g) => g.creditor),
      inquiries: p.inquiries.map((i) => i.creditor),
      publicRecords: [],
    },
  };
}

/** Equifax's report: accounts by kind with "Label: value" lines, collections apart, hard/soft inquiries. */
export function equifaxSample(seed: number): SampleReport {
  const r = seededRandom(seed);
  const p = samplePersona(r, ['EQUIFAX']);
  const score = r.int(520, 720);
  const bankruptcy = r.next() < 0.5;
  const rows: SampleRow[] = [
    line('Equifax Credit Report'),
    line(`Credit Score: ${score}`),
    line('Revolving Accounts'),
  ];
  for (const n of p.negatives.filter((x) => x.type !== 'COLLECTION')) {
    rows.push(
      line(n.creditor),
      line(`Account Number: *${n.last4}`),
      line(`Account Status: ${n.type === 'CHARGE_OFF' ? 'CHARGE_OFF' : `${n.daysLate} DAYS PAST DUE`}`),
      line(`Balance: ${money(n.balance)}`),
      line('Date Opened: 03/01/2019'),
    );
  }
  for (const g of p.good)
    rows.push(
      line(g.creditor),
      line(`Account Number: *${g.last4}`),
      line('Account Status: PAYS_AS_AGREED'),
      line(`Balance: ${money(g.balance)}`),
    );
  rows.push(line('Collection Accounts'));
  for (const n of p.negatives.filter((x) => x.type === 'COLLECTION')) {
    rows.push(
      line(n.creditor),
      line('Original Creditor Name: SAMPLE MEDICAL GROUP'),
      line(`Account Number: *${n.last4}`),
      line(`Balance: ${money(n.balance)}`),
      line('Status: UNPAID'),
    );
  }
  rows.push(line('Public Records'));
  rows.push(line(bankruptcy ? 'Chapter 7 Bankruptcy filed 04/12/2019 US Bankruptcy Court' : 'None reported'));
  rows.push(line('Hard Inquiries'));
  for (const i of p.inquiries) rows.push({ cells: [i.creditor, i.date], tabs: [60, 300] });
  rows.push(line('Soft Inquiries'), { cells: [p.softInquiry.creditor, p.softInquiry.date], tabs: [60, 300] });
  return {
    name: `equifax-consumer-${seed}`,
    rows,
    expected: {
      scores: { EQUIFAX: score },
      score: null,
      negatives: p.negatives,
      goodAccounts: p.good.map((g) => g.creditor),
      inquiries: p.inquiries.map((i) => i.creditor),
      publicRecords: bankruptcy ? ['Chapter 7 Bankruptcy'] : [],
    },
  };
}

/** TransUnion's disclosure: "Adverse Accounts" vs "Satisfactory Accounts", ">Pay Status<" markers, regular vs promotional inquiries. */
export function transunionSample(seed: number): SampleReport {
  const r = seededRandom(seed);
  const p = samplePersona(r, ['TRANSUNION']);
  const score = r.int(520, 720);
  const rows: SampleRow[] = [
    line('TransUnion Credit Report'),
    line(`VantageScore 3.0 Credit Score: ${score}`),
    line('Adverse Accounts'),
  ];
  for (const n of p.negatives) {
    const status =
      n.type === 'COLLECTION'
        ? '>Collection Account<'
        : n.type === 'CHARGE_OFF'
          ? '>Charged Off<'
          : `>Current; Was ${n.daysLate} days past due<`;
    rows.push(
      line(`${n.creditor} #${r.int(100000, 999999)}****${n.last4}`),
      line(`Balance: ${money(n.balance)}`),
      line(`Pay Status: ${status}`),
    );
    if (n.type === 'COLLECTION') rows.push(line('Remarks: >PLACED FOR COLLECTION<'));
  }
  rows.push(line('Satisfactory Accounts'));
  for (const g of p.good)
    rows.push(
      line(`${g.creditor} #${r.int(100000, 999999)}****${g.last4}`),
      line(`Balance: ${money(g.balance)}`),
      line('Pay Status: >Current; Paid or Paying as Agreed<'),
    );
  rows.push(line('Public Records'), line('None'), line('Regular Inquiries'));
  for (const i of p.inquiries) rows.push(line(i.creditor), line(`Requested On: ${i.date}`));
  rows.push(line('Promotional Inquiries'), line(p.softInquiry.creditor), line(`Requested On: ${usDate(r)}`));
  return {
    name: `transunion-consumer-${seed}`,
    rows,
    expected: {
      scores: { TRANSUNION: score },
      score: null,
      negatives: p.negatives,
      goodAccounts: p.good.map((g) => g.creditor),
      inquiries: p.inquiries.map((i) => i.creditor),
      publicRecords: [],
    },
  };
}
