import type { TestApp } from '../../../test/build-test-app';
import { bureauResponseText, documentPdf } from '../documents/sample-documents';

/**
 * The person the assistant's tests talk to: a Midland collection on file and Experian's results letter
 * in the vault, already read. Returns the letter's document id.
 */
export async function giveCollectionAndBureauLetter(
  app: TestApp,
  person: { userId: number; headers: Record<string, string> },
): Promise<number> {
  await app.services.issues.add([
    {
      userId: person.userId,
      type: 'COLLECTION',
      title: 'Collection account',
      description: 'Collection reported by Midland',
      creditor: 'Midland Credit Management',
      accountNumber: '88124417',
      amountCents: 84_200,
      dateReported: '2024-03-01',
      impact: 40,
      bureaus: ['EXPERIAN', 'EQUIFAX'],
    },
  ]);
  const pdf = await documentPdf(bureauResponseText('Test Person', 'November 2, 2026'), 2);
  const res = await app.inject({
    method: 'POST',
    url: '/api/chat/upload',
    headers: person.headers,
    payload: { fileName: 'experian-results.pdf', fileData: pdf.toString('base64') },
  });
  await app.services.documents.readingsSettled();
  return res.json().id;
}
