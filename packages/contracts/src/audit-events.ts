import { accessLevelLabels } from './access-level-labels';
import type { LoginRequest } from './auth.contract';
import type { BetaFeature } from './beta-features';
import { type Bureau, bureauLabel } from './bureaus';
import type { AiEngine } from './common/engines';
import type { BureauSource } from './credit-monitoring.contract';
import { type DisputeLetterType, disputeLetterTypeLabels } from './dispute-letters.contract';
import type { DocumentType } from './documents.contract';
import { type LeadStatus, leadStatusLabels } from './leads.contract';
import {
  type OrganizationBrandingField,
  organizationBrandingFieldLabels,
} from './organization-branding-fields';
import {
  type ReportReadFailureCode,
  reportReadFailureCode,
  reportReadFailures,
} from './report-read-failures';
import type { IdentityCheck, ReportExtraction } from './report-uploads.contract';
import {
  type SensitiveField,
  type SensitiveReason,
  sensitiveFieldLabels,
  sensitiveReasonLabels,
} from './sensitive-access-words';
import type { UpdateConversationRequest, UpdateTicketRequest } from './support.contract';
import { type TeamRole, teamRoleLabels } from './team-roles';
import type { AccessLevel } from './users.contract';

/**
 * Every kind of audit entry, by the action name stored in `audit_log.action`, with what it records.
 * `undefined`: the entry records who, whom and from where, nothing more. Names never change once
 * written, since stored rows keep them.
 */
export interface AuditEventDetails {
  'auth.login': { loginType: LoginRequest['loginType']; secondFactor: 'verify' | 'enroll' | null };
  'auth.login_failed': undefined;
  'auth.logout': undefined;
  'auth.password_changed': undefined;
  'auth.password_reset_requested': undefined;
  'auth.password_reset': undefined;
  'auth.invitation_accepted': undefined;
  'mfa.enrolled': undefined;
  'mfa.verified': undefined;
  'mfa.code_rejected': undefined;
  'mfa.password_rejected': undefined;
  'mfa.recovery_code_used': { recoveryCodesRemaining: number };
  'client.created': {
    email: string;
    startingScore: number | null;
    creditRating: string | null;
    invited: boolean;
    dateOfBirthGiven: boolean;
    phoneGiven: boolean;
    addressGiven: boolean;
    ssnLast4Given: boolean;
    planId: number | null;
  };
  'client.invitation_resent': { expiresAt: string };
  'user.access_level_changed': { from: AccessLevel; to: AccessLevel };
  'user.date_of_birth_changed': { removed: boolean };
  /** Older entries have no reason: one became required with the Sensitive access log. */
  'impersonation.started': { reason: SensitiveReason };
  /** A full sensitive value answered once to a professional, with why. */
  'sensitive.revealed': { field: SensitiveField; reason: SensitiveReason; itemId: number | null };
  /** The client list downloaded as CSV. */
  'clients.exported': { reason: SensitiveReason; rows: number };
  /** Clients brought over from another system's CSV, in one transaction. */
  'clients.imported': {
    imported: number;
    skipped: number;
    invitations: boolean;
    unknownColumns: string[];
    /** Each imported client and the team member its row named, for the assignment. */
    assignments: { userId: number; memberId: number }[];
  };
  'impersonation.ended': undefined;
  /** A request that could change something, made while an admin tests as the client. */
  'impersonation.request': { status: number };
  'credit_report.created': { creditScore: number | null };
  'report.uploaded': {
    fileType: string;
    sizeBytes: number;
    sha256: string;
    issuesFound: number;
    extraction: ReportExtraction;
    /** Kept only for a person: the report could not be read, for this reason. */
    unreadable?: ReportReadFailureCode;
  };
  'report.identity_overridden': { mismatches: IdentityCheck['mismatches']; reason: string };
  'report.confirmed': { created: number; skipped: number; recordedScore: number | null };
  'credit_data.viewed': { reportDate: string; source: BureauSource };
  'credit_file.pulled': { provider: 'EXPERIAN'; source: BureauSource; fcraAuthorized: true };
  /** A consumer's own letter, or one an admin wrote through the consumer's tool. */
  'dispute_letter.generated': { bureau: Bureau; letterType: DisputeLetterType; engine: AiEngine };
  /** A letter an admin drafted for a client, one at a time (engine) or in a batch (disputeId). */
  'letter.generated': {
    bureau: Bureau;
    reason: string;
    engine?: AiEngine;
    disputeId?: number;
    batch?: true;
  };
  /** The day a collector first contacted the consumer about a collection, given or cleared (null). */
  'credit_issue.first_contact_set': { from: string | null; to: string | null };
  'letter.approved': undefined;
  'letter.declined-accurate': undefined;
  'letter.revised': undefined;
  'bureau_response.recorded': undefined;
  'answer_letter.uploaded': undefined;
  'answer_letter.confirmed': { recorded: number; notices: number };
  'lead.converted': { from: LeadStatus; to: LeadStatus };
  'lead.status_changed': { from: LeadStatus; to: LeadStatus };
  'support.conversation_updated': UpdateConversationRequest;
  'support.ticket_updated': Pick<UpdateTicketRequest, 'status' | 'priority'>;
  'access_code.created': { features: BetaFeature[]; expiresAt: string | null };
  'access_code.revoked': undefined;
  'access_code.redeemed': { added: BetaFeature[] };
  'document.uploaded': { fileType: string; sizeBytes: number; documentType: DocumentType | null };
  'document.verified': { reason: string | null };
  'document.rejected': { reason: string | null };
  'organization.suspended': { organizationId: number; companyName: string };
  'organization.reinstated': { organizationId: number; companyName: string };
  'organization.signed_up': { organizationId: number; companyName: string; slug: string };
  /** The organization's branding or CROA details saved: the fields whose value changed. */
  'organization.branding_changed': { organizationId: number; changed: OrganizationBrandingField[] };
  'organization.logo_changed': { organizationId: number; removed: boolean };
  /** Written to both sides: the granting organization's log and the platform's. */
  'operator_access.granted': { organizationId: number; grantId: number; hours: number; expiresAt: string };
  'operator_access.revoked': { organizationId: number; grantId: number };
  'operator_access.expired': { organizationId: number; grantId: number; expiredAt: string };
  /** The operator opened the organization's client list, or one client's file and letters. */
  'operator_access.used': { organizationId: number; grantId: number; opened: 'clients' | 'client' };
  'team.invited': { email: string; role: TeamRole; expiresAt: string };
  'team.joined': { role: TeamRole };
  'team.role_changed': { from: TeamRole; to: TeamRole };
  /** Their sessions ended and their clients were left unassigned in the same transaction. */
  'team.deactivated': { unassignedClients: number };
  /** A client given to a specialist (`to`), or taken back (`to: null`). */
  'client.assigned': { from: number | null; to: number | null; toName: string | null };
}

export type AuditAction = keyof AuditEventDetails;

/** One event as a service records it: the action and, where the event has them, its details. */
export type AuditEvent = {
  [A in AuditAction]: AuditEventDetails[A] extends undefined
    ? { action: A; details?: undefined }
    : { action: A; details: AuditEventDetails[A] };
}[AuditAction];

/** What an entry says, in words a professional reads: a headline and, when useful, one detail. */
export interface AuditSentence {
  title: string;
  detail?: string;
}

/**
 * How an entry reads. `details` are as stored, so possibly from an older shape of the event: every
 * value is checked before it is put in words. `by` is " by <name>" or "".
 */
type Wording<D> = (details: Partial<NonNullable<D>>, by: string) => AuditSentence;

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const roleName = (v: unknown) => teamRoleLabels[str(v) as TeamRole] ?? 'another role';
const levelName = (v: unknown) => accessLevelLabels[str(v) as AccessLevel] ?? 'another access level';
const bureauName = (v: unknown) => bureauLabel[str(v) as Bureau];
const leadStatusName = (v: unknown) => leadStatusLabels[str(v) as LeadStatus] ?? 'another status';
const letterTypeName = (v: unknown) => disputeLetterTypeLabels[str(v) as DisputeLetterType];
const drafter = (v: unknown) => (v === 'openai' ? 'drafted by the AI model' : 'drafted by our letter engine');
const fileKind = (v: unknown) =>
  str(v)?.includes('pdf') ? 'PDF' : str(v)?.includes('html') ? 'web page' : 'image';
const sizeText = (bytes: number | undefined) =>
  bytes === undefined
    ? undefined
    : bytes >= 1_048_576
      ? `${(bytes / 1_048_576).toFixed(1)} MB`
      : `${Math.max(1, Math.round(bytes / 1024))} KB`;
const join = (...parts: (string | undefined | false)[]) => parts.filter(Boolean).join(' · ') || undefined;
const reasonWords = (v: unknown) => sensitiveReasonLabels[str(v) as SensitiveReason];
const titled =
  (title: string, withActor = true): Wording<unknown> =>
  (_d, by) => ({ title: withActor ? `${title}${by}` : title });

const letterDrafted: Wording<AuditEventDetails['letter.generated'] & { letterType: DisputeLetterType }> = (
  d,
  by,
) => ({
  title: `Dispute letter${bureauName(d.bureau) ? ` to ${bureauName(d.bureau)}` : ''} drafted${by}`,
  detail: join(letterTypeName(d.letterType), drafter(d.engine)),
});

/** The words for each event: the one place an action name becomes a sentence. */
export const auditEventWording: { [A in AuditAction]: Wording<AuditEventDetails[A]> } = {
  'auth.login': (d) => ({ title: `Signed in${d.loginType === 'admin' ? ' to the admin portal' : ''}` }),
  'auth.login_failed': titled('Failed sign-in attempt', false),
  'auth.logout': titled('Signed out', false),
  'auth.password_changed': titled('Password changed'),
  'auth.password_reset_requested': titled('Password reset link requested', false),
  'auth.password_reset': titled('Password reset with an emailed link', false),
  'auth.invitation_accepted': titled('Invitation accepted and password chosen', false),
  'mfa.enrolled': titled('Two-factor sign-in set up', false),
  'mfa.verified': titled('Two-factor code accepted', false),
  'mfa.code_rejected': titled('Two-factor code rejected', false),
  'mfa.password_rejected': titled('Wrong password at two-factor set-up', false),
  'mfa.recovery_code_used': (d) => ({
    title: 'Recovery code used to sign in',
    detail:
      num(d.recoveryCodesRemaining) !== undefined
        ? `${count(num(d.recoveryCodesRemaining) as number, 'recovery code')} left`
        : undefined,
  }),
  'client.created': (d, by) => ({
    title: `Client created${by}`,
    detail: join(num(d.startingScore) !== undefined && `Starting score ${d.startingScore}`),
  }),
  'client.invitation_resent': titled('Invitation sent again'),
  'user.access_level_changed': (d, by) => ({
    title: `Access level changed from ${levelName(d.from)} to ${levelName(d.to)}${by}`,
  }),
  'user.date_of_birth_changed': (d, by) => ({
    title: `Date of birth ${d.removed === true ? 'removed' : 'changed'}${by}`,
  }),
  'impersonation.started': (d, by) => ({
    title: `Testing as the client started${by}`,
    detail: reasonWords(d.reason),
  }),
  'sensitive.revealed': (d, by) => ({
    title: `${sensitiveFieldLabels[str(d.field) as SensitiveField] ?? 'Sensitive data'} revealed${by}`,
    detail: reasonWords(d.reason),
  }),
  'clients.exported': (d, by) => ({
    title: `Client list exported${by}`,
    detail: join(num(d.rows) !== undefined && count(num(d.rows) as number, 'client'), reasonWords(d.reason)),
  }),
  'clients.imported': (d, by) => ({
    title: `${count(num(d.imported) ?? 0, 'client')} imported from a CSV file${by}`,
    detail: join(
      (num(d.skipped) ?? 0) > 0 && `${count(num(d.skipped) as number, 'row')} left out`,
      d.invitations === true && 'invitations sent',
    ),
  }),
  'impersonation.ended': titled('Testing as the client ended'),
  'impersonation.request': titled('Change attempted while testing as the client'),
  'credit_report.created': (d, by) => ({
    title: `Credit report added${by}`,
    detail: join(num(d.creditScore) !== undefined && `Score ${d.creditScore}`),
  }),
  'report.uploaded': (d, by) => ({
    title: `Credit report uploaded${by}`,
    detail: join(
      `${fileKind(d.fileType)}${sizeText(num(d.sizeBytes)) ? `, ${sizeText(num(d.sizeBytes))}` : ''}`,
      num(d.issuesFound) !== undefined && `${count(num(d.issuesFound) as number, 'item')} found`,
      d.extraction === 'ocr' && 'read from a scanned image',
      reportReadFailureCode.safeParse(d.unreadable).success &&
        `could not be read: ${reportReadFailures[d.unreadable as ReportReadFailureCode].title}`,
    ),
  }),
  'report.identity_overridden': (d, by) => ({
    title: `Report accepted although its identity differs from the client's${by}`,
    detail: str(d.reason),
  }),
  'report.confirmed': (d, by) => ({
    title: `${count(num(d.created) ?? 0, 'found item')} added to the credit file${by}`,
    detail: join(
      (num(d.skipped) ?? 0) > 0 && `${count(num(d.skipped) as number, 'item')} already on file`,
      num(d.recordedScore) !== undefined && `Score ${d.recordedScore} recorded`,
    ),
  }),
  'credit_data.viewed': titled('Credit file viewed'),
  'credit_file.pulled': titled('Experian credit file brought in'),
  'dispute_letter.generated': letterDrafted,
  'letter.generated': letterDrafted,
  'credit_issue.first_contact_set': (d, by) => ({
    title: `Collector’s first contact ${str(d.to) ? `given as ${str(d.to)}` : 'cleared'}${by}`,
    detail: str(d.from) ? `Was ${str(d.from)}` : undefined,
  }),
  'letter.approved': titled('Letter approved'),
  'letter.declined-accurate': titled('Item confirmed accurate; letter not sent'),
  'letter.revised': titled('Letter revised'),
  'bureau_response.recorded': titled('Bureau response recorded'),
  'answer_letter.uploaded': titled('Bureau answer letter uploaded'),
  'answer_letter.confirmed': titled('Bureau answer letter confirmed into the results'),
  'lead.converted': titled('Converted from a lead'),
  'lead.status_changed': (d, by) => ({
    title: `Lead moved from ${leadStatusName(d.from)} to ${leadStatusName(d.to)}${by}`,
  }),
  'support.conversation_updated': titled('Support conversation updated'),
  'support.ticket_updated': titled('Support ticket updated'),
  'access_code.created': titled('Access code created'),
  'access_code.revoked': titled('Access code revoked'),
  'access_code.redeemed': titled('Access code redeemed'),
  'document.uploaded': titled('Document uploaded'),
  'document.verified': titled('Document verified'),
  'document.rejected': (d, by) => ({ title: `Document rejected${by}`, detail: str(d.reason) }),
  'organization.suspended': (d, by) => ({ title: `Organization suspended${by}`, detail: str(d.companyName) }),
  'organization.reinstated': (d, by) => ({
    title: `Organization reinstated${by}`,
    detail: str(d.companyName),
  }),
  'organization.signed_up': (d) => ({ title: 'Company signed up', detail: str(d.companyName) }),
  'organization.branding_changed': (d, by) => ({
    title: `Company branding changed${by}`,
    detail: Array.isArray(d.changed)
      ? d.changed
          .map((f) => organizationBrandingFieldLabels[f as OrganizationBrandingField])
          .filter(Boolean)
          .join(', ') || undefined
      : undefined,
  }),
  'organization.logo_changed': (d, by) => ({
    title: `Company logo ${d.removed === true ? 'removed' : 'uploaded'}${by}`,
  }),
  'operator_access.granted': (d, by) => ({
    title: `Platform operator given access${by}`,
    detail: num(d.hours) !== undefined ? `for ${count(num(d.hours) as number, 'hour')}` : undefined,
  }),
  'operator_access.revoked': titled('Platform operator’s access ended early'),
  'operator_access.expired': titled('Platform operator’s access expired', false),
  'operator_access.used': (d, by) => ({
    title: `Platform operator${by ? ` (${by.slice(4)})` : ''} opened ${d.opened === 'client' ? 'a client’s file and letters' : 'the client list'}`,
  }),
  'team.invited': (d, by) => ({
    title: `Invited to the team as ${roleName(d.role)}${by}`,
    detail: str(d.email),
  }),
  'team.joined': (d) => ({ title: `Joined the team as ${roleName(d.role)}` }),
  'team.role_changed': (d, by) => ({
    title: `Role changed from ${roleName(d.from)} to ${roleName(d.to)}${by}`,
  }),
  'team.deactivated': (d, by) => ({
    title: `Deactivated${by}`,
    detail:
      num(d.unassignedClients) !== undefined
        ? `${count(num(d.unassignedClients) as number, 'client')} left unassigned`
        : undefined,
  }),
  'client.assigned': (d, by) => ({
    title:
      d.to === null ? `Specialist unassigned${by}` : `Assigned to ${str(d.toName) ?? 'a specialist'}${by}`,
  }),
};

export const auditActions = Object.keys(auditEventWording) as AuditAction[];

const isAuditAction = (action: string): action is AuditAction => Object.hasOwn(auditEventWording, action);

/**
 * A stored entry in words; the actor's name ends the headline ("Letter approved by Casey Bennett").
 * An action this list does not know still reads as a sentence, never as its internal code.
 */
export function describeAuditEntry(
  action: string,
  details: Record<string, unknown> | null,
  actorName: string | null,
): AuditSentence {
  const by = actorName ? ` by ${actorName}` : '';
  if (!isAuditAction(action)) return { title: `Account activity${by}` };
  const wording = auditEventWording[action] as Wording<Record<string, unknown>>;
  return wording(details ?? {}, by);
}
