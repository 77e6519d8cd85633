import { createHash } from 'node:crypto';
import {
  type AgreementKind,
  agreementKinds,
  agreementTitles,
  isSignatureOf,
  type signAgreementRequest,
  signatureMessages,
} from '@app/contracts/agreements.contract';
import { lastDayToCancel } from '@app/contracts/business-days';
import { dayIn } from '@app/contracts/common/dates';
import type { z } from 'zod';
import { assertCanSee, recordOwnerFor } from '../../platform/auth/record-owner';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { textToPdf } from '../../platform/documents/text-pdf';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { agreementText, boldLinesOf } from './agreement-texts';
import type { AgreementRow, BillingRepository } from './billing.repository';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export interface AgreementSettings {
  timeZone: string;
  retentionYears: number;
}

const toSigned = (r: AgreementRow) => ({
  id: r.id,
  userId: r.userId,
  planId: r.planId,
  kind: r.kind,
  title: r.title,
  sha256: r.sha256,
  typedName: r.typedName,
  signedAt: r.signedAt.toISOString(),
  ipAddress: r.ipAddress,
  userAgent: r.userAgent,
  retainUntil: r.retainUntil.toISOString(),
});

/** The CROA documents: shown, signed in order, kept unchanged, downloadable. */
export function createAgreementsService(deps: {
  repo: BillingRepository;
  settings: AgreementSettings;
  /** The person's company: the CROA documents name its business and address (its CROA details). */
  brandOf: (organizationId: number) => Promise<{ croaBusinessName: string; croaBusinessAddress: string }>;
  now?: () => Date;
}) {
  const { repo, settings } = deps;
  const now = deps.now ?? (() => new Date());

  /** A consumer plan the person's own organization offers; any other does not exist for them. */
  async function consumerPlan(planId: number, organizationId: number) {
    const plan = await repo.findPlan(planId);
    if (!plan?.active || plan.organizationId !== organizationId)
      throw new AppError(404, 'NOT_FOUND', 'Plan Not Found');
    if (plan.kind !== 'consumer')
      throw conflict(`${plan.name} is a business plan: no consumer agreement applies`);
    return plan;
  }

  /**
   * Signatures still unused for this plan. Each plan started needs its own signed contract, so its
   * 3-business-day cancellation right runs from a signing made for it (15 U.S.C. 1679d, 1679e).
   */
  async function unusedSignatures(userId: number, planId: number) {
    const usedUpTo = await repo.lastStartedPlanAt(userId);
    return (await repo.agreementsOf(userId)).filter(
      (a) => a.planId === planId && (!usedUpTo || a.signedAt > usedUpTo),
    );
  }

  async function drafts(viewer: SessionUser, planId: number) {
    const plan = await consumerPlan(planId, viewer.organizationId);
    const today = dayIn(settings.timeZone, now());
    const company = await deps.brandOf(viewer.organizationId);
    const facts = {
      planName: plan.name,
      planFeatures: plan.features,
      priceCents: plan.priceCents,
      pricePerDeletionCents: plan.chargeBasis === 'PER_DELETION' ? plan.pricePerDeletionCents : null,
      companyName: company.croaBusinessName,
      companyAddress: company.croaBusinessAddress,
      consumerName: `${viewer.firstName} ${viewer.lastName}`.trim(),
      date: today,
      lastDayToCancel: lastDayToCancel(today),
    };
    const signed = await unusedSignatures(viewer.id, planId);
    return agreementKinds.map((kind) => {
      const text = agreementText(kind, facts);
      const hash = sha256(text);
      return {
        kind,
        title: agreementTitles[kind],
        text,
        boldLines: boldLinesOf(kind),
        sha256: hash,
        signed: signed.some((s) => s.kind === kind),
      };
    });
  }

  return {
    drafts,

    async sign(
      viewer: SessionUser,
      input: z.output<typeof signAgreementRequest>,
      from: { ip: string; userAgent: string },
    ) {
      const nameOnFile = `${viewer.firstName} ${viewer.lastName}`;
      if (!isSignatureOf(input.typedName, nameOnFile)) {
        const message = signatureMessages.notYourName(nameOnFile);
        throw badRequest(message, [{ field: 'typedName', message }]);
      }
      const docs = await drafts(viewer, input.planId);
      const index = agreementKinds.indexOf(input.kind);
      const earlier = docs.slice(0, index).find((d) => !d.signed);
      if (earlier) throw conflict(`Sign "${earlier.title}" first`);
      const doc = docs[index] as (typeof docs)[number];
      if (doc.sha256 !== input.sha256) {
        throw new AppError(
          409,
          'TEXT_CHANGED',
          'The document changed since it was shown; read it again before signing',
          [{ field: 'sha256', message: 'Reload the document' }],
        );
      }
      const signedAt = now();
      const retainUntil = new Date(signedAt);
      retainUntil.setUTCFullYear(retainUntil.getUTCFullYear() + settings.retentionYears);
      const row = await repo.insertAgreement({
        userId: viewer.id,
        planId: input.planId,
        kind: input.kind,
        title: doc.title,
        text: doc.text,
        sha256: doc.sha256,
        typedName: input.typedName,
        signedAt,
        ipAddress: from.ip.slice(0, 64),
        userAgent: from.userAgent.slice(0, 1000),
        retainUntil,
      });
      return toSigned(row);
    },

    async list(viewer: SessionUser, userId?: number) {
      return (await repo.agreementsOf(await recordOwnerFor(viewer, userId))).map(toSigned);
    },

    /** The latest signature of each kind for a plan, if all three exist. */
    async signedSet(userId: number, planId: number) {
      const rows = await unusedSignatures(userId, planId);
      const byKind = new Map<AgreementKind, AgreementRow>();
      for (const r of rows) if (!byKind.has(r.kind)) byKind.set(r.kind, r);
      return byKind.size === agreementKinds.length ? byKind : null;
    },

    async pdf(viewer: SessionUser, id: number) {
      const row = await repo.findAgreement(id);
      if (!row) throw notFound('Agreement');
      await assertCanSee(viewer, row.userId, 'Agreement');
      // The PDF wraps long lines: every wrapped piece of the statutory statement is bold.
      const boldTexts = boldLinesOf(row.kind);
      const bold = (line: string) => line.trim().length > 3 && boldTexts.some((b) => b.includes(line.trim()));
      const record = [
        row.text,
        '',
        `Signed electronically by typed name: ${row.typedName}`,
        `Signed at: ${row.signedAt.toISOString()} from IP ${row.ipAddress}`,
        `Browser: ${row.userAgent}`,
        `SHA-256 of the text above as signed: ${row.sha256}`,
      ].join('\n');
      return {
        filename: `${row.kind.toLowerCase().replaceAll('_', '-')}-${row.id}.pdf`,
        bytes: await textToPdf(record, {
          title: row.title,
          bold,
          author: (await deps.brandOf(viewer.organizationId)).croaBusinessName,
        }),
      };
    },
  };
}
export type AgreementsService = ReturnType<typeof createAgreementsService>;
