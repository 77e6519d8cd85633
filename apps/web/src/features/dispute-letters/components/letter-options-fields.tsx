import '@mantine/core/styles/Radio.css';
import { type Bureau, bureauLabel } from '@app/contracts/bureaus';
import { formatUsd } from '@app/contracts/common/money';
import { type CreditIssue, creditIssueTypeLabels } from '@app/contracts/credit-issues.contract';
import { isObsolete, reasonsForLetter, reportableUntil } from '@app/contracts/dispute-letter-fit';
import {
  bureauAddressedLetterTypes,
  type DisputeLetterType,
  type DisputeReason,
  disputeLetterTypeLabels,
  disputeReasonLabels,
  letterTypesByIssueType,
} from '@app/contracts/dispute-letters.contract';
import { localIsoDate, longDate } from '@app/contracts/follow-up';
import { NativeSelect, Radio, Stack, Text, Textarea } from '@mantine/core';

export interface LetterOptions {
  issueId: string;
  bureau: Bureau | '';
  letterType: DisputeLetterType;
  reason: DisputeReason | '';
  consumerStatement: string;
  recipientAddress: string;
}

export const emptyLetterOptions: LetterOptions = {
  issueId: '',
  bureau: '',
  letterType: 'BUREAU_DISPUTE',
  reason: '',
  consumerStatement: '',
  recipientAddress: '',
};

export type LetterOptionErrors = Partial<Record<keyof LetterOptions, string>>;

const issueLabel = (i: CreditIssue) =>
  `${i.title} — ${i.creditor}${i.amount ? ` (${formatUsd(i.amount)})` : ''}`;

/** Options that change with the chosen issue: only its bureaus, letter types and honest reasons. */
export function optionsForIssue(issue: CreditIssue | undefined, current: LetterOptions): LetterOptions {
  if (!issue) return { ...current, bureau: '', reason: '' };
  const bureau =
    current.bureau && issue.bureaus.includes(current.bureau)
      ? current.bureau
      : issue.bureaus.length === 1
        ? (issue.bureaus[0] as Bureau)
        : '';
  const types = letterTypesByIssueType[issue.type];
  const letterType = types.includes(current.letterType) ? current.letterType : 'BUREAU_DISPUTE';
  const reasons = reasonsForLetter(issue.type, letterType);
  const reason = current.reason && reasons.includes(current.reason) ? current.reason : '';
  return { ...current, issueId: String(issue.id), bureau, letterType, reason };
}

export const needsRecipientAddress = (letterType: DisputeLetterType) =>
  !bureauAddressedLetterTypes.includes(letterType);

/** Issue, bureau, letter type, reason, own statement and (for a creditor or collector) their address. */
export function LetterOptionsFields({
  issues,
  value,
  errors,
  onChange,
}: {
  issues: CreditIssue[];
  value: LetterOptions;
  errors: LetterOptionErrors;
  onChange: (next: LetterOptions) => void;
}) {
  const issue = issues.find((i) => String(i.id) === value.issueId);
  const today = localIsoDate();
  const reasons = issue ? reasonsForLetter(issue.type, value.letterType) : [];
  const obsolete = issue ? isObsolete(issue.type, issue.dateReported, today) : false;

  return (
    <Stack gap="md">
      <NativeSelect
        label="Credit issue"
        required
        value={value.issueId}
        error={errors.issueId}
        onChange={(e) =>
          onChange(
            optionsForIssue(
              issues.find((i) => String(i.id) === e.currentTarget.value),
              { ...value, issueId: e.currentTarget.value },
            ),
          )
        }
        data={[
          { value: '', label: 'Choose an issue' },
          ...issues.map((i) => ({ value: String(i.id), label: issueLabel(i) })),
        ]}
      />
      <NativeSelect
        label="Credit bureau"
        description={issue ? 'Only the bureaus that report this item' : undefined}
        required
        disabled={!issue}
        value={value.bureau}
        error={errors.bureau}
        onChange={(e) => onChange({ ...value, bureau: e.currentTarget.value as Bureau | '' })}
        data={[
          { value: '', label: issue ? 'Choose a bureau' : 'Choose an issue first' },
          ...(issue?.bureaus ?? []).map((b) => ({ value: b, label: bureauLabel[b] })),
        ]}
      />
      {issue && (
        <NativeSelect
          label="Letter type"
          value={value.letterType}
          onChange={(e) => {
            const letterType = e.currentTarget.value as DisputeLetterType;
            const allowed = reasonsForLetter(issue.type, letterType);
            onChange({
              ...value,
              letterType,
              reason: value.reason && allowed.includes(value.reason) ? value.reason : '',
            });
          }}
          data={letterTypesByIssueType[issue.type].map((t) => ({
            value: t,
            label: disputeLetterTypeLabels[t],
          }))}
        />
      )}
      {issue && (
        <Radio.Group
          label="Why do you dispute this item?"
          description={`${creditIssueTypeLabels[issue.type]}. Pick the reason that is true for you; the letter states only that.`}
          required
          value={value.reason}
          error={errors.reason}
          onChange={(reason) => onChange({ ...value, reason: reason as DisputeReason })}
        >
          <Stack gap="xs" mt="xs">
            {reasons.map((r) => {
              const blocked = r === 'OBSOLETE' && !obsolete;
              return (
                <Radio
                  key={r}
                  value={r}
                  label={disputeReasonLabels[r]}
                  disabled={blocked}
                  description={
                    blocked && issue.dateReported
                      ? `Not available: this item was first reported on ${longDate(issue.dateReported)}, so the law lets bureaus report it until ${longDate(reportableUntil(issue.type, issue.dateReported))}.`
                      : blocked
                        ? 'Not available: the report shows no date from which to count the reporting period.'
                        : undefined
                  }
                />
              );
            })}
          </Stack>
        </Radio.Group>
      )}
      {issue && needsRecipientAddress(value.letterType) && (
        <Textarea
          label={`Mailing address of ${issue.creditor}`}
          description="This letter goes to the creditor or collector, not to the bureau. Copy the address from their statement or letter."
          required
          autosize
          minRows={3}
          maxLength={300}
          value={value.recipientAddress}
          error={errors.recipientAddress}
          onChange={(e) => onChange({ ...value, recipientAddress: e.currentTarget.value })}
        />
      )}
      {issue && (
        <Textarea
          label="In your own words (optional)"
          description="Facts you know, e.g. 'I paid this in full in June 2024'. The letter quotes you; it adds nothing you did not say."
          autosize
          minRows={2}
          maxLength={1000}
          value={value.consumerStatement}
          onChange={(e) => onChange({ ...value, consumerStatement: e.currentTarget.value })}
        />
      )}
      {!issue && issues.length === 0 && <Text c="dimmed">You have no active credit issues to dispute.</Text>}
    </Stack>
  );
}
