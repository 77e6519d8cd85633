import {
  recordReinsertionNoticeRequest,
  reinsertionMessages,
} from '@app/contracts/reinsertion-watch.contract';
import type { WorkQueueItem } from '@app/contracts/work-queue.contract';
import { Anchor, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-errors';
import { contractResolver, setServerFieldErrors, useFormName } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useDraftReinsertionLetter } from '../api/draft-reinsertion-letter';
import { useRecordReinsertionNotice } from '../api/record-reinsertion-notice';
import { workQueueItemLink } from './work-queue-links';

/**
 * A "Reinserted without notice" row: the work is done here, not on another screen. The bureau's
 * notice may have come after all (recorded with its date), or the letter about the missing notice is drafted
 * for the client to approve; the client's letters are one link away.
 */
export function ReinsertionRow({ item, due }: { item: WorkQueueItem; due: string }) {
  const [noticeOpen, setNoticeOpen] = useState(false);
  const draft = useDraftReinsertionLetter();
  const notice = useRecordReinsertionNotice();
  const form = useForm({
    name: useFormName(),
    initialValues: { receivedOn: '' },
    validate: contractResolver(recordReinsertionNoticeRequest),
  });

  async function onDraft() {
    try {
      await draft.mutateAsync(item.recordId);
      notify({ color: 'green', title: 'Letter drafted', message: reinsertionMessages.drafted });
    } catch (error) {
      notify({
        color: 'red',
        title: 'Not drafted',
        message: errorMessage(error, 'The letter could not be drafted'),
      });
    }
  }

  async function onNotice(values: { receivedOn: string }) {
    try {
      await notice.mutateAsync({ id: item.recordId, receivedOn: values.receivedOn });
      notify({ color: 'green', title: reinsertionMessages.noticeRecorded, message: item.title });
      setNoticeOpen(false);
    } catch (error) {
      setServerFieldErrors(form, error);
    }
  }

  const labelId = `reinsertion-${item.recordId}`;
  return (
    <Stack
      gap="xs"
      py="xs"
      px="sm"
      bd="1px solid gray.3"
      bdrs="md"
      data-testid="work-queue-row"
      aria-labelledby={labelId}
      component="article"
    >
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Anchor component={Link} to={workQueueItemLink(item)} fw={600} id={labelId}>
          {item.clientName}
        </Anchor>
        <Text fz="sm" c="dimmed" lineClamp={2}>
          {item.title}
        </Text>
        <Badge
          color="red.8"
          variant="light"
          tt="none"
          data-testid="work-queue-due"
          styles={{ root: { height: 'auto', paddingBlock: 2 }, label: { whiteSpace: 'normal' } }}
        >
          Notice {due}
        </Badge>
      </Stack>
      <Group gap="xs">
        <Button size="xs" onClick={onDraft} loading={draft.isPending}>
          {reinsertionMessages.draftLetter}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => setNoticeOpen((o) => !o)}
          aria-expanded={noticeOpen}
        >
          {reinsertionMessages.recordNotice}
        </Button>
      </Group>
      {noticeOpen && (
        <form onSubmit={form.onSubmit(onNotice)} noValidate>
          <Group gap="xs" align="flex-end">
            <TextInput
              label="The bureau’s notice came on"
              type="date"
              size="xs"
              {...form.getInputProps('receivedOn')}
            />
            <Button size="xs" type="submit" loading={notice.isPending}>
              Save
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
