import { formatCents } from '@app/contracts/common/money';
import { assertCanSee } from '../../platform/auth/record-owner';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { notFound } from '../../platform/errors';
import type { BillingRepository, InvoiceRow } from './billing.repository';
import { invoiceDay, invoicePdf, invoiceStatusLine } from './invoice-documents';

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
      return invoicePdf(invoiceNumber(r), company, [
        `Plan: ${r.planName}`,
        `Period: ${invoiceDay(r.periodStart)} to ${invoiceDay(r.periodEnd)}`,
        `Amount: ${formatCents(r.amountCents)}`,
        invoiceStatusLine(r.status, r.paidAt),
        '',
        ...(lines.length
          ? [
              'Deletions in this period:',
              ...lines.map((l) => `- ${l.description}: ${formatCents(l.amountCents)}`),
            ]
          : ['Services performed in this period:', ...r.servicesPerformed.map((s) => `- ${s}`)]),
      ]);
    },
  };
}
export type InvoicesService = ReturnType<typeof createInvoicesService>;
