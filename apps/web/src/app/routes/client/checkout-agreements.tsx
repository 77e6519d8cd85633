import { agreementKinds } from '@app/contracts/agreements.contract';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import type { AgreementDraft } from '../../../features/agreements/api/get-agreement-drafts';
import { AgreementStep } from '../../../features/agreements/components/agreement-step';
import { SignedAgreementsList } from '../../../features/agreements/components/signed-agreements-list';

const lastKind = agreementKinds[agreementKinds.length - 1];

/**
 * CROA before any card: the disclosure, then the contract, then the notice of cancellation, each read
 * and signed in turn. Once the last is signed, `onComplete` starts the card step.
 */
export function CheckoutAgreements({
  planId,
  drafts,
  onComplete,
  onRetry,
  completing,
}: {
  planId: number;
  drafts: { data: AgreementDraft[] | undefined; isError: boolean };
  onComplete: () => void;
  onRetry: () => void;
  completing: boolean;
}) {
  if (drafts.isError) return <ListError what="the agreements" onRetry={onRetry} />;
  if (!drafts.data) return <ListSkeleton label="Loading the agreements" rows={1} height={420} />;
  const next = drafts.data.find((d) => !d.signed);

  return (
    <Stack gap="lg">
      {next ? (
        <AgreementStep
          planId={planId}
          draft={next}
          // The notice is the last document: signing it moves straight on to the card.
          onSigned={(signed) => signed.kind === lastKind && onComplete()}
        />
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="sm" align="flex-start">
            <Title order={2} fz="h3">
              All three documents are signed
            </Title>
            <Text fz="sm">Next, save a card. Nothing is charged until services have been performed.</Text>
            <Button onClick={onComplete} loading={completing}>
              Continue to payment
            </Button>
          </Stack>
        </Paper>
      )}
      {drafts.data.some((d) => d.signed) && (
        <div>
          <Title order={2} fz="h5" mb="xs">
            Signed so far
          </Title>
          <SignedAgreementsList planId={planId} />
        </div>
      )}
    </Stack>
  );
}
