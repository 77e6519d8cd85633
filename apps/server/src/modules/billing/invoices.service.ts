import { assertCanSee } from '../../platform/auth/record-owner';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { textToPdf } from '../../platform/documents/text-pdf';
import { notFound } from '../../platform/errors';
import type { BillingRepository, InvoiceRow } from './billing.repository';

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const day = (d: Date) => d.toISOString().slice(0, 10);

const invoiceNumber = (r: InvoiceRow) => `INV-${String(r.id).padStart(6, '0')}`;

type Line = { description: string; amountCents: number };

const toInvoice = (r: InvoiceRow, lines: Line[]) => ({
  id: r.id,
  number: invoiceNumber(r),
  planName: r.planName,
  amountCents: r.amountCents,
  amount: (r.amountCents / 100).toFixed(2),
  status: r.status,
  periodStart: r.periodStart.toISOString(),
  periodEnd: r.periodEnd.toISOString(),
  createdAt: r.createdAt.toISOString(),
  paidAt: r.paidAt?.toISOString() ?? null,
  servicesPerformed: r.servicesPerformed,
  lines,
  failureMessage: r.failureMessage,
});

export function createInvoicesService(deps: {
  repo: BillingRepository;
  /** The company that bills: the person's organization, by its CROA business name and address. */
  brandOf: (organizationId: number) => Promise<{ croaBusinessName: string; croaBusinessAddress: string }>;
}) {
  const { repo } = deps;
  return {
    async list(viewer: SessionUser) {
      const rows = await repo.invoicesOf(viewer.id);
      const lines = await repo.linesOfInvoices(rows.map((r) => r.id));
      const linesOf = (id: number) =>
        lines
          .filter((l) => l.invoiceId === id)
          .map(({ description, amountCents }) => ({ description, amountCents }));
      return rows.map((r) => toInvoice(r, linesOf(r.id)));
    },
    async pdf(viewer: SessionUser, id: number) {
      const r = await repo.findInvoice(id);
      if (!r) throw notFound('Invoice');
      await assertCanSee(viewer, r.userId, 'Invoice');
      // Whoever sees it is of the person's organization (else the check above answered 404).
      const company = await deps.brandOf(viewer.organizationId);
      const lines = await repo.linesOfInvoices([r.id]);
      const text = [
        `Invoice ${invoiceNumber(r)}`,
        `${company.croaBusinessName}, ${company.croaBusinessAddress}`,
        '',
        `Plan: ${r.planName}`,
        `Period: ${day(r.periodStart)} to ${day(r.periodEnd)}`,
        `Amount: ${usd(r.amountCents)}`,
        `Status: ${r.status}${r.paidAt ? ` (paid ${day(r.paidAt)})` : ''}`,
        '',
        ...(lines.length
          ? [
              'Deletions in this period:',
              ...lines.map(
                (l) =>
                  `- ${l.description}: ${l.amountCents < 0 ? `-${usd(-l.amountCents)}` : usd(l.amountCents)}`,
              ),
            ]
          : ['Services performed in this period:', ...r.servicesPerformed.map((s) => `- ${s}`)]),
      ].join('\n');
      return {
        filename: `${invoiceNumber(r)}.pdf`,
        bytes: await textToPdf(text, {
          title: `Invoice ${invoiceNumber(r)}`,
          author: company.croaBusinessName,
        }),
      };
    },
  };
}
export type InvoicesService = ReturnType<typeof createInvoicesService>;
