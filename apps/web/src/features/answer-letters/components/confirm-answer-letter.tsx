import '@mantine/core/styles/Table.css';
import {
  type AnswerResult,
  answerResultLabels,
  answerResults,
  type BureauAnswerLetter,
  type ConfirmAnswerLetterForm,
  confirmAnswerLetterForm,
} from '@app/contracts/bureau-answer-letters.contract';
import { type Bureau, bureauCodes, bureauLabel } from '@app/contracts/bureaus';
import { itemName } from '@app/contracts/common/item-name';
import { formatCents } from '@app/contracts/common/money';
import { localIsoDate } from '@app/contracts/follow-up';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-errors';
import {
  contractResolver,
  focusFirstError,
  setServerFieldErrors,
  useFormName,
} from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { answerLetterFileHref } from '../api/answer-letter-file';
import { useConfirmAnswerLetter } from '../api/confirm-answer-letter';
import { useAnswerLetter } from '../api/get-answer-letter';
import { letterTitle } from './letter-words';

const resultChoices = [
  ...answerResults.map((r) => ({ value: r, label: answerResultLabels[r] })),
  { value: 'DROP', label: 'Leave out' },
];

const money = (cents: number | null) => (cents === null ? '' : `, ${formatCents(cents)}`);

const initialValues = (letter: BureauAnswerLetter): ConfirmAnswerLetterForm => ({
  // A letterhead that could not be told leaves the bureau to the person, never a guess.
  bureau: letter.bureau ?? '',
  letterDate: letter.letterDate ?? '',
  reinsertionNotice: letter.reinsertionNotice,
  rows: letter.rows.map((r) => ({
    creditor: r.creditor,
    accountLast4: r.accountLast4 ?? '',
    result: r.result,
    changedFields: r.changedFields,
    itemKey: r.itemKey ?? '',
  })),
});

/** A new row for what a person reads off a letter the reader could not. */
const blankRow = (): ConfirmAnswerLetterForm['rows'][number] => ({
  creditor: '',
  accountLast4: '',
  result: 'DELETED',
  changedFields: [],
  itemKey: '',
});

/**
 * The team's check of a bureau's answer letter: each row the letter was read to say, with its result
 * and the client's item it is about, changed or left out, then confirmed into the client's results.
 */
export function ConfirmAnswerLetter({ letterId, onDone }: { letterId: number; onDone?: () => void }) {
  const letter = useAnswerLetter(letterId);
  if (letter.isPending)
    return <Skeleton height={240} radius="lg" role="status" aria-label="Loading the letter" />;
  if (letter.isError)
    return (
      <Alert color="red" title="Could not load the letter">
        It may belong to a client you do not work with, or be gone.
      </Alert>
    );
  return <ConfirmForm letter={letter.data} onDone={onDone} />;
}

function ConfirmForm({ letter, onDone }: { letter: BureauAnswerLetter; onDone?: () => void }) {
  const form = useForm<ConfirmAnswerLetterForm>({
    name: useFormName(),
    initialValues: initialValues(letter),
    validate: contractResolver(confirmAnswerLetterForm),
  });
  const confirm = useConfirmAnswerLetter();
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const { bureau, reinsertionNotice } = form.values;
  const items = letter.candidates.filter((c) => c.bureau === bureau);
  const confirmed = letter.status === 'CONFIRMED' || done !== undefined;

  async function onSubmit(values: ConfirmAnswerLetterForm) {
    const rows = values.rows.flatMap((r) =>
      r.result === 'DROP'
        ? []
        : [
            {
              creditor: r.creditor.trim(),
              accountLast4: r.accountLast4.trim() || null,
              result: r.result as AnswerResult,
              changedFields: r.result === 'UPDATED' ? r.changedFields : [],
              itemKey: r.itemKey || null,
            },
          ],
    );
    setProblem(undefined);
    try {
      const saved = await confirm.mutateAsync({
        id: letter.id,
        body: {
          // The form's schema refuses an empty bureau.
          bureau: values.bureau as Bureau,
          letterDate: values.letterDate,
          reinsertionNotice: values.reinsertionNotice,
          rows,
        },
      });
      const said = values.reinsertionNotice
        ? `The bureau’s notice was recorded on ${saved.noticesRecorded} put-back item${saved.noticesRecorded === 1 ? '' : 's'}.`
        : `${saved.recorded} result${saved.recorded === 1 ? '' : 's'} added to the client’s results.`;
      setDone(said);
      notify({ color: 'green', title: 'Letter confirmed', message: said });
      onDone?.();
    } catch (error) {
      setServerFieldErrors(form, error);
      setProblem(errorMessage(error, 'The letter could not be confirmed'));
    }
  }

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby="confirm-letter-title"
    >
      <form onSubmit={form.onSubmit(onSubmit, (errors) => focusFirstError(form, errors))} noValidate>
        <Stack gap="md">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Title order={2} fz="h4" id="confirm-letter-title">
              Check {letterTitle(letter)}
            </Title>
            <Anchor href={answerLetterFileHref(letter.id)} target="_blank" rel="noopener" fz="sm">
              Open the letter
            </Anchor>
          </Group>
          <Text fz="sm" c="dimmed">
            {letter.status === 'UNREADABLE'
              ? 'This letter could not be read. Open it, then add a row for each item it answers.'
              : 'Check each row against the letter: change the result, pick the client’s item, or leave a row out. Nothing counts until you confirm.'}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NativeSelect
              label="Bureau"
              disabled={confirmed}
              data={[
                { value: '', label: 'Choose the bureau', disabled: true },
                ...bureauCodes.map((b) => ({ value: b, label: bureauLabel[b] })),
              ]}
              {...form.getInputProps('bureau')}
              onChange={(e) => {
                form.setFieldValue('bureau', e.currentTarget.value as Bureau);
                // Items belong to a bureau: another bureau's pick no longer applies.
                form.setFieldValue(
                  'rows',
                  form.values.rows.map((r) => ({ ...r, itemKey: '' })),
                );
              }}
            />
            <TextInput
              label="Date of the letter"
              type="date"
              max={localIsoDate()}
              disabled={confirmed}
              {...form.getInputProps('letterDate')}
            />
            <Checkbox
              mt={{ base: 0, sm: 30 }}
              label="It tells of an item put back"
              disabled={confirmed}
              {...form.getInputProps('reinsertionNotice', { type: 'checkbox' })}
            />
          </SimpleGrid>
          {reinsertionNotice && (
            <Text fz="sm">
              Confirming records the bureau’s notice, dated the letter’s date, on the put-back items below.
            </Text>
          )}
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" aria-label="What the letter says, item by item">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th miw={200}>Creditor</Table.Th>
                  <Table.Th w={90}>Account ends</Table.Th>
                  <Table.Th w={170}>Result</Table.Th>
                  <Table.Th>The client’s item</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {form.values.rows.map((row, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are only ever appended (leaving one out is its select), so a row's place is its identity.
                  <Table.Tr key={`row-${i}`} opacity={row.result === 'DROP' ? 0.5 : 1}>
                    <Table.Td>
                      <TextInput
                        aria-label={`Creditor, row ${i + 1}`}
                        size="xs"
                        disabled={confirmed}
                        {...form.getInputProps(`rows.${i}.creditor`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={`Account ends, row ${i + 1}`}
                        size="xs"
                        maxLength={4}
                        disabled={confirmed}
                        {...form.getInputProps(`rows.${i}.accountLast4`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NativeSelect
                        aria-label={`Result, row ${i + 1}`}
                        size="xs"
                        disabled={confirmed}
                        data={resultChoices}
                        {...form.getInputProps(`rows.${i}.result`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NativeSelect
                        aria-label={`The client’s item, row ${i + 1}`}
                        size="xs"
                        disabled={confirmed}
                        data={[
                          { value: '', label: 'As the letter names it' },
                          ...items.map((c) => ({
                            value: c.key,
                            label: `${itemName(c.item.creditor, c.item.accountLast4)}${money(c.item.balanceCents)}`,
                          })),
                        ]}
                        {...form.getInputProps(`rows.${i}.itemKey`)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {!confirmed && (
            <Group>
              <Button variant="default" size="xs" onClick={() => form.insertListItem('rows', blankRow())}>
                Add a row
              </Button>
            </Group>
          )}
          {typeof form.errors.rows === 'string' && (
            <Alert color="red" variant="light" role="alert" p="sm">
              {form.errors.rows}
            </Alert>
          )}
          {problem && (
            <Alert color="red" variant="light" role="alert" p="sm">
              {problem}
            </Alert>
          )}
          {confirmed ? (
            <Alert color="green" variant="light" role="status" p="sm">
              {done ?? 'This letter was confirmed; its results count in the client’s results.'}
            </Alert>
          ) : (
            <Group>
              <Button type="submit" loading={confirm.isPending}>
                Confirm the results
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
