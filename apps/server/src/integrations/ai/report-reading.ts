import { bureau } from '@app/contracts/bureau-enum';
import { z } from 'zod';

/**
 * What a language model is asked to read off a credit report's text: the structured-output schema it
 * must answer in. Its answer is only ever merged with the built-in reading, never trusted alone.
 */
export const modelReportReading = z.object({
  scores: z.array(z.object({ bureau: bureau.nullable(), score: z.number().int().min(300).max(850) })).max(6),
  negativeItems: z
    .array(
      z.object({
        creditor: z.string().min(1).max(120),
        type: z.enum([
          'COLLECTION',
          'CHARGE_OFF',
          'LATE_PAYMENT',
          'REPOSSESSION',
          'FORECLOSURE',
          'PUBLIC_RECORD',
          'BANKRUPTCY',
        ]),
        bureaus: z.array(bureau).max(3),
        balance: z.number().nullable(),
        accountLast4: z
          .string()
          .regex(/^\d{4}$/)
          .nullable(),
      }),
    )
    .max(100),
  inquiries: z
    .array(
      z.object({
        creditor: z.string().min(1).max(120),
        date: z.string().nullable(),
        bureaus: z.array(bureau).max(3),
      }),
    )
    .max(100),
});
export type ModelReportReading = z.infer<typeof modelReportReading>;

export const reportReadingSystemPrompt = [
  'You are a careful credit report reader for a US credit repair professional.',
  'Read the text of a consumer credit report (one bureau or all three) and answer with the requested JSON object only.',
  '- scores: each credit score shown, with its bureau (null when the report does not say which).',
  '- negativeItems: every collection, charge-off, late payment (30 days or more), repossession (REPOSSESSION), foreclosure (FORECLOSURE), public record and bankruptcy; one entry per account however many bureaus report it, with those bureaus.',
  '- inquiries: hard inquiries only; never soft or promotional ones, and never an inquiry as a negative item.',
  '- A creditor is a company name: never a date, an amount, a bureau name, a heading or a field label.',
  '- accountLast4: only the last four digits when the report shows them; never more.',
  '- Report only what the text shows. Do not guess; leave out anything unclear.',
].join('\n');

// Enough for a long three-bureau report; the rest is left out rather than sent.
const maxReportChars = 120_000;

export const reportReadingPrompt = (reportText: string) =>
  `The credit report's text, line by line (columns separated by two spaces):\n\n${reportText.slice(0, maxReportChars)}`;
