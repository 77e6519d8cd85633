import { accessLevelLabels } from '@app/contracts/access-level-labels';
import type { UserActivityEntry } from '@app/contracts/admin-clients.contract';
import { type Bureau, bureauLabel } from '@app/contracts/bureaus';
import { type DisputeLetterType, disputeLetterTypeLabels } from '@app/contracts/dispute-letters.contract';
import { type LeadStatus, leadStatusLabels } from '@app/contracts/leads.contract';
import type { AccessLevel } from '@app/contracts/users.contract';

/** What an audit entry says, in words a professional reads: a headline and, when useful, one detail. */
export interface ActivitySentence {
  title: string;
  detail?: string;
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
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

/** One entry as a sentence; the actor's name ends the headline ("Letter approved by Casey Bennett"). */
export function activitySentence(entry: UserActivityEntry): ActivitySentence {
  const d = entry.details ?? {};
  const by = entry.actorName ? ` by ${entry.actorName}` : '';
  switch (entry.action) {
    case 'client.created':
      return {
        title: `Client created${by}`,
        detail: join(num(d.startingScore) !== undefined && `Starting score ${d.startingScore}`),
      };
    case 'user.access_level_changed':
      return { title: `Access level changed from ${levelName(d.from)} to ${levelName(d.to)}${by}` };
    case 'credit_report.created':
      return {
        title: `Credit report added${by}`,
        detail: join(num(d.creditScore) !== undefined && `Score ${d.creditScore}`),
      };
    case 'report.uploaded':
      return {
        title: `Credit report uploaded${by}`,
        detail: join(
          `${fileKind(d.fileType)}${sizeText(num(d.sizeBytes)) ? `, ${sizeText(num(d.sizeBytes))}` : ''}`,
          num(d.issuesFound) !== undefined && `${count(num(d.issuesFound) as number, 'item')} found`,
          d.extraction === 'ocr' && 'read from a scanned image',
        ),
      };
    case 'report.confirmed':
      return {
        title: `${count(num(d.created) ?? 0, 'found item')} added to the credit file${by}`,
        detail: join(
          (num(d.skipped) ?? 0) > 0 && `${count(num(d.skipped) as number, 'item')} already on file`,
          num(d.recordedScore) !== undefined && `Score ${d.recordedScore} recorded`,
        ),
      };
    case 'dispute_letter.generated':
    case 'letter.generated':
      return {
        title: `Dispute letter${bureauName(d.bureau) ? ` to ${bureauName(d.bureau)}` : ''} drafted${by}`,
        detail: join(letterTypeName(d.letterType), drafter(d.engine)),
      };
    case 'letter.approved':
      return { title: `Letter approved${by}` };
    case 'letter.revised':
      return { title: `Letter revised${by}` };
    case 'bureau_response.recorded':
      return { title: `Bureau response recorded${by}` };
    case 'lead.converted':
      return { title: `Converted from a lead${by}` };
    case 'lead.status_changed':
      return { title: `Lead moved from ${leadStatusName(d.from)} to ${leadStatusName(d.to)}${by}` };
    case 'auth.login':
      return { title: `Signed in${d.loginType === 'admin' ? ' to the admin portal' : ''}` };
    case 'auth.login_failed':
      return { title: 'Failed sign-in attempt' };
    case 'auth.logout':
      return { title: 'Signed out' };
    case 'auth.password_changed':
      return { title: `Password changed${by}` };
    case 'mfa.enrolled':
      return { title: 'Two-factor sign-in set up' };
    case 'mfa.verified':
      return { title: 'Two-factor code accepted' };
    case 'mfa.code_rejected':
      return { title: 'Two-factor code rejected' };
    case 'mfa.password_rejected':
      return { title: 'Wrong password at two-factor set-up' };
    case 'mfa.recovery_code_used':
      return {
        title: 'Recovery code used to sign in',
        detail:
          num(d.recoveryCodesRemaining) !== undefined
            ? `${count(num(d.recoveryCodesRemaining) as number, 'recovery code')} left`
            : undefined,
      };
    default:
      // A new kind of entry must never show its internal code to a person.
      return { title: `Account activity${by}` };
  }
}
