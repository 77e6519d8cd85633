import '@mantine/core/styles/Radio.css';
import { bureauStandingText, disputableBureaus } from '@app/contracts/bureau-standing-rules';
import { type Bureau, bureauLabel } from '@app/contracts/bureaus';
import { formatUsd } from '@app/contracts/common/money';
import { creditIssueTypeLabels } from '@app/contracts/credit-issue-labels';
import type { CreditIssue } from '@app/contracts/credit-issues.contract';
import { isObsolete, reasonsForLetter, reportableUntil } from '@app/contracts/dispute-letter-fit';
import {
  bureauAddressedLetterTypes,
  type DisputeLetterType,
  type DisputeReason,
  disputeLetterTypeLabels,
  disputeReasonLabels,
  letterOptionLimits,
  letterTypesByIssueType,
} from '@app/contracts/dispute-letters.contract';
import { localIsoDate, longDate } from '@app/contracts/follow-up';
import { NativeSelect, Radio, Stack, Text, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

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

/** The whole Generate Dispute Letter form: the options, then the letter and the attestation. */
export interface DisputeLetterValues extends LetterOptions {
  letter: string;
  attested: boolean;
}

const issueLabel = (i: CreditIssue) =>
  `${i.title} — ${i.creditor}${i.amount ? ` (${formatUsd(i.amount)})` : ''}`;

/** Options that change with the chosen issue: only its bureaus, letter types and honest reasons. */
export function optionsForIssue(issue: CreditIssue | undefined, current: LetterOptions): LetterOptions {
  if (!issue) return { ...current, bureau: '', reason: '' };
  // Only a bureau with no open letter for the item can be written to.
  const free = disputableBureaus(issue);
  const bureau =
    current.bureau && free.includes(current.bureau)
      ? current.bureau
      : free.length === 1
        ? (free[0] as Bureau)
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
  form,
}: {
  issues: CreditIssue[];
  form: UseFormReturnType<DisputeLetterValues>;
}) {
  const value = form.values;
  const issue = issues.find((i) => String(i.id) === value.issueId);
  const today = localIsoDate();
  const reasons = issue ? reasonsForLetter(issue.type, value.letterType) : [];
  const obsolete = issue ? isObsolete(issue.type, issue.dateReported, today) : false;
  // A new issue or letter type changes what may be chosen: the choices start over, and so do the errors.
  const change = (next: LetterOptions) => {
    form.setValues(next);
    form.clearErrors();
  };

  return (
    <Stack gap="md">
      <NativeSelect
        label="Credit issue"
        required
        {...form.getInputProps('issueId')}
        onChange={(e) =>
          change(
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
        description={
          issue ? 'Only the bureaus that report this item and have no letter for it yet' : undefined
        }
        required
        disabled={!issue}
        {...form.getInputProps('bureau')}
        data={[
          { value: '', label: issue ? 'Choose a bureau' : 'Choose an issue first' },
          ...(issue?.bureauStandings ?? []).map((s) =>
            s.state === 'NOT_DISPUTED'
              ? { value: s.bureau, label: bureauLabel[s.bureau] }
              : {
                  value: s.bureau,
                  label: `${bureauLabel[s.bureau]} — ${bureauStandingText(s)}`,
                  disabled: true,
                },
          ),
        ]}
      />
      {issue && (
        <NativeSelect
          label="Letter type"
          {...form.getInputProps('letterType')}
          onChange={(e) => {
            const letterType = e.currentTarget.value as DisputeLetterType;
            const allowed = reasonsForLetter(issue.type, letterType);
            change({
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
          {...form.getInputProps('reason')}
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
          maxLength={letterOptionLimits.recipientAddress}
          {...form.getInputProps('recipientAddress')}
        />
      )}
      {issue && (
        <Textarea
          label="In your own words (optional)"
          description="Facts you know, e.g. 'I paid this in full in June 2024'. The letter quotes you; it adds nothing you did not say."
          autosize
          minRows={2}
          maxLength={letterOptionLimits.consumerStatement}
          {...form.getInputProps('consumerStatement')}
        />
      )}
      {!issue && issues.length === 0 && <Text c="dimmed">You have no active credit issues to dispute.</Text>}
    </Stack>
  );
}
