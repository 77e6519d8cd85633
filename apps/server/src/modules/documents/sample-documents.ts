import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * Documents as people send them, for the tests, the bench and the demo data: a bureau's reinvestigation
 * results (two pages), a pay stub and a utility bill. Names and numbers are made up.
 */
/** One disputed account in a bureau's results letter. */
export interface DisputeResult {
  creditor: string;
  last4: string;
  deleted: boolean;
}
const sampleResults: DisputeResult[] = [
  { creditor: 'Midland Credit Management', last4: '4417', deleted: false },
  { creditor: 'Capital One Bank', last4: '9921', deleted: true },
];

/** A bureau's results letter; by default Experian's, about two sample accounts. */
export const bureauResponseText = (
  name: string,
  date: string,
  letter: { bureau: string; address: string; results: DisputeResult[] } = {
    bureau: 'Experian',
    address: 'P.O. Box 4500, Allen, TX 75013',
    results: sampleResults,
  },
) =>
  [
    letter.bureau,
    letter.address,
    date,
    name,
    'Results of your dispute',
    'We have completed our reinvestigation of the items you disputed.',
    ...letter.results.flatMap((r) => [
      `${r.creditor.toUpperCase()} - Account ending ${r.last4}`,
      r.deleted
        ? 'Result: Deleted. This item was removed from your credit report.'
        : 'Result: Verified as accurate. The company that reported the information has certified that it is accurate.',
    ]),
    'If you disagree with the results, you may add a statement to your file or contact the furnisher directly.',
  ].join('\n');

export const payStubText = (name: string, payDate: string) =>
  [
    'Acme Logistics Inc. - Earnings Statement',
    `Employee: ${name}`,
    `Pay Date: ${payDate}`,
    'Pay Period: 10/01/2026 - 10/15/2026',
    'Gross Pay 2,450.00   Net Pay 1,912.33',
    'Year-to-date gross 44,100.00',
  ].join('\n');

/** A utility bill addressed to the person at their service address (by default a sample street). */
export const utilityBillText = (name: string, serviceAddress = '12 Test Street') =>
  [
    'Springfield Electric & Water',
    `Service address: ${name}, ${serviceAddress}`,
    'Customer number 0042',
    'Electric usage 612 kWh',
    'Amount due $118.40   Due date 11/28/2026',
  ].join('\n');

/** A letter-size text PDF, one line of text per line; with `pages: 2` the text is printed again on a second page. */
export async function documentPdf(text: string, pages = 1): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([612, 792]);
    text.split('\n').forEach((line, i) => {
      page.drawText(line, { x: 54, y: 730 - i * 16, size: 10, font });
    });
  }
  return Buffer.from(await doc.save());
}
