import { type InvoiceStatus, invoiceStatusLabels } from '@app/contracts/billing.contract';
import type { ChargeResult } from '../../integrations/payments/payments.port';
import { textToPdf } from '../../platform/documents/text-pdf';

/** A date as an invoice prints it (yyyy-mm-dd). */
export const invoiceDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The outcome of a charge, as an invoice records it: paid, failed or waiting for the cardholder's
 * step, with the processor's reason kept short.
 */
export const invoiceOutcome = (result: ChargeResult, t: Date) => ({
  status:
    result.status === 'succeeded'
      ? ('PAID' as const)
      : result.status === 'failed'
        ? ('FAILED' as const)
        : ('REQUIRES_ACTION' as const),
  providerPaymentId: result.paymentId,
  failureMessage: result.status === 'succeeded' ? null : result.message.slice(0, 300),
  paidAt: result.status === 'succeeded' ? t : null,
});

/** The invoice's status in words, with the day it was paid. */
export const invoiceStatusLine = (status: InvoiceStatus, paidAt: Date | null) =>
  `Status: ${invoiceStatusLabels[status]}${paidAt ? ` (paid ${invoiceDay(paidAt)})` : ''}`;

/** An invoice as a PDF: its number and the company that bills, then `body`. */
export async function invoicePdf(
  number: string,
  biller: { croaBusinessName: string; croaBusinessAddress: string },
  body: string[],
) {
  const text = [
    `Invoice ${number}`,
    `${biller.croaBusinessName}, ${biller.croaBusinessAddress}`,
    '',
    ...body,
  ];
  return {
    filename: `${number}.pdf`,
    bytes: await textToPdf(text.join('\n'), { title: `Invoice ${number}`, author: biller.croaBusinessName }),
  };
}
