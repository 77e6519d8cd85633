import { createHash, randomBytes } from 'node:crypto';
import { bureauLabel, bureaus } from '@app/contracts/bureaus';
import { defaultReasonFor } from '@app/contracts/dispute-letters.contract';
import { documentTypeFromName } from '@app/contracts/documents.contract';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { createBuiltinAi } from '../../integrations/ai/builtin.adapter';
import {
  bureauResponseText,
  documentPdf,
  payStubText,
  utilityBillText,
} from '../../modules/documents/sample-documents';
import { searchableText } from '../../modules/documents/search-text';
import { tagDocument } from '../../modules/documents/smart-tags';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { Database } from '../client';
import {
  aiConversationEntries,
  bureauResponses,
  chatDocuments,
  creditIssues,
  disputes,
  users,
} from '../schema';
import { demoAddress } from './demo-letters';

/** The person's mailing address as their letters print it, in lines. */
const addressOf = (p: typeof users.$inferSelect) => {
  const a = p.addressLine1 ? p : { ...p, ...demoAddress };
  return [
    a.addressLine1 ?? '',
    ...(a.addressLine2 ? [a.addressLine2] : []),
    `${a.city}, ${a.state} ${a.zipCode}`,
  ];
};

const day = 86_400_000;
const usDay = (d: Date) => `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}`;
const longDay = (d: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(d);

/**
 * A bureau's results letter, a pay stub and a utility bill in the person's vault, read and tagged as an
 * upload would be; with `conversation`, an AI Assistant exchange about the letter that drafted one letter.
 */
export async function seedDemoDocuments(
  db: Database,
  secretBox: SecretBox,
  email: string,
  opts: { conversation: boolean; now?: Date },
) {
  const now = opts.now ?? new Date();
  const [person] = await db.select().from(users).where(eq(users.email, email));
  if (!person) return;
  const name = `${person.firstName} ${person.lastName}`;
  const address = addressOf(person);
  // The results letter is the bureau's answer on file: the latest about an account, by its own number.
  const [answer] = await db
    .select({
      bureau: bureauResponses.bureau,
      type: bureauResponses.responseType,
      responseDate: bureauResponses.responseDate,
      creditor: creditIssues.creditor,
      last4: creditIssues.accountNumberLast4,
    })
    .from(bureauResponses)
    .innerJoin(disputes, eq(disputes.id, bureauResponses.disputeId))
    .innerJoin(creditIssues, eq(creditIssues.id, disputes.issueId))
    .where(and(eq(bureauResponses.userId, person.id), isNotNull(creditIssues.accountNumberLast4)))
    .orderBy(desc(bureauResponses.responseDate))
    .limit(1);
  const bureau = answer ? bureaus[answer.bureau] : null;
  const bureauName = answer ? bureauLabel[answer.bureau] : '';
  const results = answer?.last4
    ? [{ creditor: answer.creditor, last4: answer.last4, deleted: answer.type === 'DELETED' }]
    : [];
  const letterDate = answer
    ? new Date(`${answer.responseDate}T12:00:00Z`)
    : new Date(now.getTime() - 9 * day);
  const files = [
    ...(bureau && answer
      ? [
          {
            fileName: `${answer.bureau.toLowerCase()}-dispute-response.pdf`,
            text: bureauResponseText(name, longDay(letterDate), {
              bureau: bureau.name,
              address: bureau.disputeAddress.join(', '),
              results,
            }),
            pages: 2,
            status: 'VERIFIED' as const,
          },
        ]
      : []),
    {
      fileName: 'paystub-october.pdf',
      text: payStubText(name, usDay(new Date(now.getTime() - 20 * day))),
      pages: 1,
      status: 'PENDING_REVIEW' as const,
    },
    {
      fileName: 'utility-bill.pdf',
      text: utilityBillText(name, address.join(', ')),
      pages: 1,
      status: 'PENDING_REVIEW' as const,
    },
  ];
  const saved = [];
  for (const [i, f] of files.entries()) {
    const bytes = await documentPdf(f.text, f.pages);
    const documentType = documentTypeFromName(f.fileName);
    const tagging = tagDocument({
      text: { status: 'DONE', text: f.text, via: 'pdf-text' },
      documentType,
      isWord: false,
      now,
    });
    const createdAt = new Date(now.getTime() - (8 - i) * day);
    const [row] = await db
      .insert(chatDocuments)
      .values({
        userId: person.id,
        uploadedById: person.id,
        uploadedBy: 'CLIENT',
        fileName: f.fileName,
        storedName: randomBytes(16).toString('hex'),
        contentType: 'application/pdf',
        sizeBytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        contentSealed: secretBox.seal(bytes.toString('base64')),
        status: f.status,
        documentType,
        extractionStatus: 'DONE',
        extractedTextSealed: secretBox.seal(f.text),
        searchText: searchableText(f.text),
        smartTags: tagging.smartTags,
        tagText: tagging.smartTags.map((t) => t.name).join(' '),
        confidence: tagging.confidence,
        needsReview: tagging.needsReview,
        taggedAt: createdAt,
        createdAt,
      })
      .returning({
        id: chatDocuments.id,
        sizeBytes: chatDocuments.sizeBytes,
        fileName: chatDocuments.fileName,
      });
    if (row) saved.push(row);
  }
  if (!opts.conversation) return;

  const [midland] = await db
    .select()
    .from(creditIssues)
    .where(and(eq(creditIssues.userId, person.id), eq(creditIssues.creditor, 'Midland Credit Management')));
  const letterDoc = saved[0];
  if (!midland || !letterDoc || !bureau) return;
  const letter = await createBuiltinAi().writeDisputeLetter({
    letterType: 'BUREAU_DISPUTE',
    reason: defaultReasonFor(midland.type),
    bureau: 'EXPERIAN',
    date: now.toISOString().slice(0, 10),
    consumer: { fullName: name, addressLines: address },
    recipient: { name: bureaus.EXPERIAN.name, addressLines: [...bureaus.EXPERIAN.disputeAddress] },
    account: {
      type: midland.type,
      creditor: midland.creditor,
      accountNumberLast4: midland.accountNumberLast4,
      amount: midland.amountCents === null ? null : (midland.amountCents / 100).toFixed(2),
      dateReported: midland.dateReported,
      status: midland.status,
      description: midland.description,
    },
  });
  const at = (minutes: number) => new Date(now.getTime() - 2 * day + minutes * 60_000);
  const attachment = {
    documentId: letterDoc.id,
    name: letterDoc.fileName,
    size: letterDoc.sizeBytes,
    type: 'application/pdf',
  };
  await db.insert(aiConversationEntries).values([
    {
      userId: person.id,
      role: 'user',
      content: `What did ${bureauName} decide?`,
      attachments: [attachment],
      createdAt: at(0),
    },
    {
      userId: person.id,
      role: 'assistant',
      engine: 'builtin',
      content: `${bureauName}'s letter (${letterDoc.fileName}) gives these results:\n${results
        .map(
          (r) =>
            `• ${r.creditor.toUpperCase()} (ending ${r.last4}): ${
              r.deleted
                ? `${bureauName} deleted it from your report.`
                : `${bureauName} verified it as accurate (it stays on your report).`
            }`,
        )
        .join('\n')}`,
      createdAt: at(1),
    },
    { userId: person.id, role: 'user', content: 'Write a letter about Midland', createdAt: at(3) },
    {
      userId: person.id,
      role: 'assistant',
      engine: 'builtin',
      content: `I drafted a dispute letter about ${midland.creditor}. Open it or download it below. A drafted letter is not mailed from here: review it under Disputes, where you approve it and confirm the item is inaccurate before anything is sent.`,
      letterText: letter,
      createdAt: at(4),
    },
  ]);
}
