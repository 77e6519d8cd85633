import { personDateTime } from '@app/contracts/common/person-dates';
import { Anchor, Group, Paper, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { agreementPdfUrl, type SignedAgreement, useSignedAgreements } from '../api/get-signed-agreements';

function SignedAgreementRow({ agreement, planName }: { agreement: SignedAgreement; planName?: string }) {
  return (
    <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap" data-testid="signed-agreement">
      <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 240px' }}>
        <ThemeIcon variant="light" radius="xl" size={32} aria-hidden>
          <IconFileCertificate size={18} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text fw={600} fz="sm">
            {agreement.title}
          </Text>
          <Text fz="xs" c="dimmed">
            {planName ? `${planName} · ` : ''}Signed by {agreement.typedName} on{' '}
            {personDateTime(agreement.signedAt)}
          </Text>
        </div>
      </Group>
      <Anchor href={agreementPdfUrl(agreement.id)} download fz="sm" underline="always">
        Download PDF
        <VisuallyHidden>{` of the ${agreement.title} signed ${personDateTime(agreement.signedAt)}`}</VisuallyHidden>
      </Anchor>
    </Group>
  );
}

/**
 * The documents the person signed, each downloadable as a PDF at any time. With `planId`, only that
 * plan's latest signature of each document (the checkout shows what was just signed).
 */
export function SignedAgreementsList({
  planId,
  planNames,
}: {
  planId?: number;
  planNames?: ReadonlyMap<number, string>;
}) {
  const signed = useSignedAgreements();
  if (signed.isPending) return <ListSkeleton label="Loading signed agreements" rows={2} height={48} />;
  if (signed.isError) return <ListError what="signed agreements" onRetry={() => signed.refetch()} />;

  const rows =
    planId === undefined
      ? signed.data
      : signed.data.filter(
          (a, i, all) =>
            a.planId === planId && all.findIndex((b) => b.planId === planId && b.kind === a.kind) === i,
        );
  if (rows.length === 0) {
    if (planId !== undefined) return null;
    return (
      <EmptyState icon={IconFileCertificate} title="No signed agreements">
        The disclosure, contract and notice of cancellation you sign at checkout appear here, each as a PDF.
      </EmptyState>
    );
  }
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        {rows.map((agreement) => (
          <SignedAgreementRow
            key={agreement.id}
            agreement={agreement}
            planName={planNames?.get(agreement.planId)}
          />
        ))}
      </Stack>
    </Paper>
  );
}
