import { type AgreementKind, agreementKinds } from '@app/contracts/agreements.contract';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { AgreementDraft } from '../api/get-agreement-drafts';
import type { SignedAgreement } from '../api/get-signed-agreements';
import { AgreementDocument } from './agreement-document';
import { SignAgreementForm } from './sign-agreement-form';

const purposes: Record<AgreementKind, string> = {
  DISCLOSURE:
    'Federal law (15 U.S.C. 1679c) requires that you receive this statement of your rights, as a document of its own, before you sign any contract with us.',
  CONTRACT:
    'What we will do, how long it takes, what it costs and how you can cancel. Nothing is charged when you sign.',
  NOTICE_OF_CANCELLATION:
    'This form explains your right to cancel and can be used to cancel. You can also cancel in one click from the billing page.',
};

/** One CROA document: why it is shown, its full text in a scrolling box, and its signature. */
export function AgreementStep({
  planId,
  draft,
  onSigned,
}: {
  planId: number;
  draft: AgreementDraft;
  onSigned: (signed: SignedAgreement) => void;
}) {
  const position = agreementKinds.indexOf(draft.kind) + 1;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Text fz="sm" c="dimmed" fw={600}>
            Document {position} of {agreementKinds.length} · read and sign
          </Text>
          <Title order={2} fz={{ base: 'h4', sm: 'h3' }} mt={4}>
            {draft.title}
          </Title>
          <Text fz="sm" mt={6}>
            {purposes[draft.kind]}
          </Text>
        </div>
        <AgreementDocument title={draft.title} text={draft.text} boldLines={draft.boldLines} />
        <SignAgreementForm key={draft.kind} planId={planId} draft={draft} onSigned={onSigned} />
      </Stack>
    </Paper>
  );
}
