import {
  type BureauResponseType,
  bureauResponseForm,
  bureauResponseMessages,
  bureauResponseTextMaxLength,
  bureauResponseTypeLabels,
  bureauResponseTypes,
} from '@app/contracts/bureau-responses.contract';
import { type Bureau, bureauCodes, bureauLabel } from '@app/contracts/bureaus';
import type { Dispute } from '@app/contracts/disputes.contract';
import { localIsoDate } from '@app/contracts/follow-up';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-errors';
import {
  contractResolver,
  focusFirstError,
  setServerFieldErrors,
  useFormName,
} from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useCreateBureauResponse } from '../api/create-bureau-response';
import { useAnalyze } from './use-analyze';

interface ResponseValues {
  bureau: Bureau | '';
  responseType: BureauResponseType | '';
  responseDate: string;
  disputeId: string;
  responseText: string;
}

/** The 'Add Response' form: bureau, type, date, text and optionally the dispute it answers. */
export function AddBureauResponseForm({
  clientId,
  disputes,
  onDone,
  onCancel,
}: {
  clientId: number;
  disputes: Dispute[] | undefined;
  onDone: (responseId: number) => void;
  onCancel: () => void;
}) {
  const today = localIsoDate();
  const form = useForm<ResponseValues>({
    name: useFormName(),
    initialValues: { bureau: '', responseType: '', responseDate: today, disputeId: '', responseText: '' },
    validate: contractResolver(bureauResponseForm),
  });
  const [problem, setProblem] = useState<string>();
  const create = useCreateBureauResponse();
  const { analyze, pending: analyzing } = useAnalyze();
  const { bureau } = form.values;
  const bureauDisputes = (disputes ?? []).filter((d) => d.bureau === bureau);

  const onInvalid = (errors: FormErrors) => {
    // Every missing field is marked; the spec's one message says why.
    setProblem(bureauResponseMessages.missingFields);
    focusFirstError(form, errors);
  };

  async function onSubmit(values: ResponseValues) {
    if (!values.bureau || !values.responseType) return;
    setProblem(undefined);
    try {
      const saved = await create.mutateAsync({
        userId: clientId,
        bureau: values.bureau,
        responseType: values.responseType,
        responseText: values.responseText.trim(),
        responseDate: values.responseDate || undefined,
        disputeId: values.disputeId ? Number(values.disputeId) : undefined,
      });
      notify({ color: 'green', title: 'Response Added', message: 'Bureau response added successfully' });
      await analyze(saved.id);
      onDone(saved.id);
    } catch (error) {
      setServerFieldErrors(form, error);
      const message = errorMessage(error, 'Failed to add bureau response');
      setProblem(message);
      notify({ color: 'red', title: 'Error', message });
    }
  }

  // Marked here; the words are in the one message under the form.
  const marked = (field: keyof ResponseValues) => ({
    ...form.getInputProps(field),
    error: Boolean(form.errors[field]),
  });

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="add-response-title">
      <form onSubmit={form.onSubmit(onSubmit, onInvalid)} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="h4" id="add-response-title">
            Add Response
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NativeSelect
              label="Bureau"
              withAsterisk
              {...marked('bureau')}
              onChange={(e) => {
                form.setFieldValue('bureau', e.currentTarget.value as Bureau | '');
                form.setFieldValue('disputeId', '');
              }}
              data={[
                { value: '', label: 'Choose a bureau' },
                ...bureauCodes.map((b) => ({ value: b, label: bureauLabel[b] })),
              ]}
            />
            <NativeSelect
              label="Response type"
              withAsterisk
              {...marked('responseType')}
              data={[
                { value: '', label: 'Choose a type' },
                ...bureauResponseTypes.map((t) => ({ value: t, label: bureauResponseTypeLabels[t] })),
              ]}
            />
            <TextInput
              label="Response date"
              type="date"
              max={today}
              {...form.getInputProps('responseDate')}
            />
          </SimpleGrid>
          <NativeSelect
            label="Dispute it answers (optional)"
            description={
              bureau
                ? bureauDisputes.length
                  ? 'Linking lets the next round start from this answer.'
                  : `This client has no dispute with ${bureauLabel[bureau]}.`
                : 'Choose the bureau first.'
            }
            disabled={!bureau || bureauDisputes.length === 0}
            {...form.getInputProps('disputeId')}
            data={[
              { value: '', label: 'Not linked' },
              ...bureauDisputes.map((d) => ({
                value: String(d.id),
                label: `${d.issueTitle} (${d.creditor}), round ${d.roundNumber}`,
              })),
            ]}
          />
          <Textarea
            label="Response text"
            withAsterisk
            placeholder="What the bureau wrote, as in its letter"
            autosize
            minRows={4}
            maxRows={12}
            maxLength={bureauResponseTextMaxLength}
            {...marked('responseText')}
          />
          {problem && (
            <Alert color="red" variant="light" role="alert" p="sm">
              {problem}
            </Alert>
          )}
          <Group gap="sm">
            <Button type="submit" loading={create.isPending || analyzing}>
              Add & Analyze
            </Button>
            <Button variant="default" onClick={onCancel} disabled={create.isPending || analyzing}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
