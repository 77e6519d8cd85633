import {
  type BureauResponseType,
  bureauResponseMessages,
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
import { type FormEvent, useState } from 'react';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useCreateBureauResponse } from '../api/create-bureau-response';
import { useAnalyze } from './use-analyze';

type Field = 'bureau' | 'responseType' | 'responseText';

/** Fields the server named in its 'Please fill in all fields' details. */
function fieldsOf(error: unknown): Field[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  return error.details.flatMap((d: { field?: unknown }) =>
    d.field === 'bureau' || d.field === 'responseType' || d.field === 'responseText' ? [d.field] : [],
  );
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
  const [bureau, setBureau] = useState<Bureau | ''>('');
  const [responseType, setResponseType] = useState<BureauResponseType | ''>('');
  const [responseDate, setResponseDate] = useState(today);
  const [disputeId, setDisputeId] = useState('');
  const [responseText, setResponseText] = useState('');
  const [missing, setMissing] = useState<Field[]>([]);
  const [problem, setProblem] = useState<string>();
  const create = useCreateBureauResponse();
  const { analyze, pending: analyzing } = useAnalyze();
  const bureauDisputes = (disputes ?? []).filter((d) => d.bureau === bureau);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const blank = (
      [
        ['bureau', bureau],
        ['responseType', responseType],
        ['responseText', responseText.trim()],
      ] as const
    ).flatMap(([field, value]) => (value ? [] : [field]));
    setMissing(blank);
    if (blank.length > 0 || !bureau || !responseType) {
      setProblem(bureauResponseMessages.missingFields);
      return;
    }
    setProblem(undefined);
    try {
      const saved = await create.mutateAsync({
        userId: clientId,
        bureau,
        responseType,
        responseText: responseText.trim(),
        responseDate: responseDate || undefined,
        disputeId: disputeId ? Number(disputeId) : undefined,
      });
      notify({ color: 'green', title: 'Response Added', message: 'Bureau response added successfully' });
      await analyze(saved.id);
      onDone(saved.id);
    } catch (error) {
      const fields = fieldsOf(error);
      if (fields.length > 0) setMissing(fields);
      const message = serverMessage(error, 'Failed to add bureau response');
      setProblem(message);
      notify({ color: 'red', title: 'Error', message });
    }
  }

  const flag = (field: Field) => missing.includes(field);

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="add-response-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="h4" id="add-response-title">
            Add Response
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NativeSelect
              label="Bureau"
              withAsterisk
              value={bureau}
              error={flag('bureau')}
              onChange={(e) => {
                setBureau(e.currentTarget.value as Bureau | '');
                setDisputeId('');
              }}
              data={[
                { value: '', label: 'Choose a bureau' },
                ...bureauCodes.map((b) => ({ value: b, label: bureauLabel[b] })),
              ]}
            />
            <NativeSelect
              label="Response type"
              withAsterisk
              value={responseType}
              error={flag('responseType')}
              onChange={(e) => setResponseType(e.currentTarget.value as BureauResponseType | '')}
              data={[
                { value: '', label: 'Choose a type' },
                ...bureauResponseTypes.map((t) => ({ value: t, label: bureauResponseTypeLabels[t] })),
              ]}
            />
            <TextInput
              label="Response date"
              type="date"
              max={today}
              value={responseDate}
              onChange={(e) => setResponseDate(e.currentTarget.value)}
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
            value={disputeId}
            onChange={(e) => setDisputeId(e.currentTarget.value)}
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
            maxLength={20_000}
            value={responseText}
            error={flag('responseText')}
            onChange={(e) => setResponseText(e.currentTarget.value)}
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
