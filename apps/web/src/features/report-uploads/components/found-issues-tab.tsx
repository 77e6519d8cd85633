import { bureauLabel } from '@app/contracts/bureaus';
import { creditIssueTypeLabels } from '@app/contracts/credit-issue-labels';
import {
  type ConfirmReportUploadResponse,
  type FoundIssue,
  identityMessages,
} from '@app/contracts/report-uploads.contract';
import type { MailingAddress } from '@app/contracts/users.contract';
import { Alert, Badge, Button, Checkbox, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { IssueFindings } from '../../../components/issue-findings/issue-findings';
import { errorMessage } from '../../../lib/api-errors';
import { useConfirmReportUpload } from '../api/confirm-report-upload';
import { ReportAddressFields, useReportAddressForm } from './report-address-fields';

const impactColor = { HIGH: 'red', MEDIUM: 'orange', LOW: 'yellow' } as const;
// Orange and yellow letters on their own light tint fail contrast (axe): those badges write in dark.
const impactText = { HIGH: undefined, MEDIUM: 'dark.7', LOW: 'dark.7' } as const;
const usd = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** The found items with a box each: the admin confirms which become the client's credit issues. */
export function FoundIssuesTab({
  uploadId,
  issues,
  needsOverride,
  reportAddress,
}: {
  uploadId: number;
  issues: FoundIssue[];
  /** The report's personal details differ from the client's: confirming needs an explicit, audited override. */
  needsOverride: boolean;
  /** The mailing address the report shows, when it reads as one. */
  reportAddress: MailingAddress | null;
}) {
  // A report of someone else must not put its address on this client by default.
  const address = useReportAddressForm(reportAddress, !needsOverride);
  const [override, setOverride] = useState(false);
  const [reason, setReason] = useState('');
  const overrideReady = !needsOverride || (override && reason.trim().length >= 10);
  // Negative items are chosen by default; inquiries, and items only the model found, when the admin says so.
  const [chosen, setChosen] = useState(
    () => new Set(issues.flatMap((i, n) => (i.type === 'INQUIRY' || i.foundBy === 'model' ? [] : [n]))),
  );
  const [outcome, setOutcome] = useState<ConfirmReportUploadResponse | null>(null);
  const confirm = useConfirmReportUpload();
  if (issues.length === 0)
    return <Text c="dimmed">No negative items or inquiries were found in this report.</Text>;
  const toggle = (n: number, on: boolean) =>
    setChosen((s) => {
      const next = new Set(s);
      if (on) next.add(n);
      else next.delete(n);
      return next;
    });
  return (
    <Stack gap="sm">
      {issues.map((issue, n) => (
        <Paper
          key={`${issue.type}-${issue.creditor}-${issue.accountLast4}-${issue.dateReported}-${issue.amount}`}
          withBorder
          radius="md"
          p="sm"
        >
          <Group align="flex-start" wrap="nowrap" gap="sm">
            <Checkbox
              mt={3}
              checked={chosen.has(n)}
              onChange={(e) => toggle(n, e.currentTarget.checked)}
              aria-label={`Add ${issue.creditor} (${creditIssueTypeLabels[issue.type]}) to the client's credit issues`}
            />
            <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {issue.creditor}
                  {issue.caseNumber ? `, case ${issue.caseNumber}` : ''}
                </Text>
                <Badge variant="light">{creditIssueTypeLabels[issue.type]}</Badge>
                <Badge color={impactColor[issue.impact]} c={impactText[issue.impact]} variant="light">
                  {issue.impact}
                </Badge>
                {issue.amount !== null && <Text size="sm">{usd(issue.amount)}</Text>}
              </Group>
              {issue.foundBy === 'model' && (
                <Alert color="orange" variant="light" p="xs" title="Found only by the AI model">
                  The built-in reading did not find this item. Check it against the report before confirming
                  it.
                </Alert>
              )}
              <Text size="sm">{issue.description}</Text>
              <IssueFindings findings={issue.findings} />
              <Text size="sm" c="dimmed">
                {issue.suggestedAction}
              </Text>
              {issue.bureaus.length > 0 && (
                <Text size="xs" c="dimmed">
                  {issue.bureaus.map((b) => bureauLabel[b]).join(' · ')}
                </Text>
              )}
            </Stack>
          </Group>
        </Paper>
      ))}
      {needsOverride && (
        <Paper withBorder radius="md" p="sm" bd="1px solid var(--mantine-color-red-9)">
          <Stack gap="xs">
            <Checkbox
              color="red.9"
              checked={override}
              onChange={(e) => setOverride(e.currentTarget.checked)}
              label={identityMessages.overrideLabel}
            />
            <Textarea
              label={identityMessages.reasonLabel}
              description="At least 10 characters; kept in the audit log with both values."
              autosize
              minRows={2}
              maxLength={500}
              disabled={!override}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
          </Stack>
        </Paper>
      )}
      {reportAddress && <ReportAddressFields form={address} />}
      <Group>
        <Button
          loading={confirm.isPending}
          disabled={chosen.size === 0 || !overrideReady}
          color={needsOverride ? 'red.9' : undefined}
          onClick={() => {
            if (address.validate().hasErrors) return;
            const { save, ...mailing } = address.getValues();
            confirm.mutate(
              {
                uploadId,
                issues: [...chosen].sort((a, b) => a - b),
                ...(needsOverride ? { identityOverride: { confirmed: true, reason: reason.trim() } } : {}),
                ...(save
                  ? { mailingAddress: { ...mailing, addressLine2: mailing.addressLine2 || undefined } }
                  : {}),
              },
              { onSuccess: setOutcome },
            );
          }}
        >
          {needsOverride ? 'Override and confirm' : 'Confirm'} {chosen.size} item
          {chosen.size === 1 ? '' : 's'} as credit issues
        </Button>
      </Group>
      {outcome && (
        <Alert color="green" title="Credit issues updated">
          {outcome.created.length} created, {outcome.skipped.length} skipped (the client already has them)
          {outcome.skipped.length > 0 && `: ${outcome.skipped.map((s) => s.creditor).join(', ')}`}.
          {outcome.recordedScore !== null && ` Score ${outcome.recordedScore} added to the client's history.`}
        </Alert>
      )}
      {confirm.isError && (
        <Alert color="red" title="Could not confirm">
          {errorMessage(confirm.error, confirm.error.message)}
        </Alert>
      )}
    </Stack>
  );
}
