import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/NumberInput.css';
import {
  completeLoanNegotiationRequest,
  type LoanNegotiation,
  negotiationTypeLabels,
  studentLoanMessages,
} from '@app/contracts/student-loans.contract';
import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../../lib/api-errors';
import {
  contractResolver,
  focusFirstError,
  setServerFieldErrors,
  useFormName,
} from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useCompleteLoanNegotiation } from '../api/complete-loan-negotiation';

interface Values {
  outcome: string;
  savingsAchieved: number | string;
}
const validateRequest = contractResolver(completeLoanNegotiationRequest);
const toRequest = (v: Values) => ({
  status: 'COMPLETED' as const,
  outcome: v.outcome,
  savingsAchieved: v.savingsAchieved === '' ? (undefined as unknown as number) : Number(v.savingsAchieved),
});

/** The person records what the servicer agreed; the negotiation is then completed for good. */
export function CompleteNegotiationDialog({
  negotiation,
  onClose,
}: {
  negotiation: LoanNegotiation | null;
  onClose: () => void;
}) {
  const form = useForm<Values>({
    name: useFormName(),
    initialValues: { outcome: '', savingsAchieved: 0 },
    validate: (values) => validateRequest(toRequest(values)),
  });
  const complete = useCompleteLoanNegotiation();
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = (values: Values) => {
    if (!negotiation) return;
    complete.mutate(
      { id: negotiation.id, ...toRequest(values) },
      {
        onSuccess: () => {
          notify({ title: 'Success', message: studentLoanMessages.negotiationCompleted, color: 'green' });
          close();
        },
        onError: (err) => {
          if (!setServerFieldErrors(form, err))
            notify({
              title: 'Error',
              message: errorMessage(err, 'Failed to save the outcome'),
              color: 'red',
            });
        },
      },
    );
  };
  return (
    <Modal
      opened={negotiation !== null}
      onClose={close}
      title="Record the Outcome"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {negotiation && (
        <form onSubmit={form.onSubmit(submit, (errors) => focusFirstError(form, errors))} noValidate>
          <Stack gap="md">
            <Text fz="sm" c="dimmed">
              {negotiationTypeLabels[negotiation.negotiationType]} with {negotiation.servicerName}. Once
              saved, the negotiation is completed and its savings count in Total Savings.
            </Text>
            <Textarea
              label="Outcome"
              description="What the servicer agreed to"
              withAsterisk
              autosize
              minRows={3}
              {...form.getInputProps('outcome')}
            />
            <NumberInput
              label="Monthly savings"
              min={0}
              decimalScale={2}
              prefix="$"
              thousandSeparator=","
              {...form.getInputProps('savingsAchieved')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={complete.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={complete.isPending}>
                Mark Completed
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
