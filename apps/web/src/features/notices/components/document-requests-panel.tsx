import { personDate } from '@app/contracts/common/person-dates';
import { type DocumentRequestBody, documentRequestBody } from '@app/contracts/notices.contract';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { errorMessage } from '../../../lib/api-errors';
import { contractResolver, setServerFieldErrors, useFormName } from '../../../lib/form-errors';
import { useDocumentRequests } from '../api/get-document-requests';
import { useRequestDocument } from '../api/request-document';

/** The admin asks a client for a document; the client sees it on their home and by e-mail. */
export function DocumentRequestsPanel({ userId }: { userId: number }) {
  const requests = useDocumentRequests(userId);
  const request = useRequestDocument();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<DocumentRequestBody>({
    name: useFormName(),
    mode: 'uncontrolled',
    initialValues: { title: '', note: '' },
    validate: contractResolver(documentRequestBody),
  });
  const submit = form.onSubmit((body) =>
    request.mutate(
      { userId, ...body },
      {
        onSuccess: (created) => {
          setSent(`Requested “${created.title}”. The client sees it on their home and gets an e-mail.`);
          form.reset();
        },
        onError: (error) => {
          setSent(null);
          setServerFieldErrors(form, error);
        },
      },
    ),
  );

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Title order={3} fz="h4">
          Document requests
        </Title>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Document to request"
              placeholder="e.g. Proof of address"
              required
              {...form.getInputProps('title')}
              key={form.key('title')}
            />
            <Textarea
              label="Note to the client"
              autosize
              minRows={2}
              {...form.getInputProps('note')}
              key={form.key('note')}
            />
            {request.isError && !Object.keys(form.errors).length && (
              <Alert color="red">{errorMessage(request.error, 'The request was not sent.')}</Alert>
            )}
            {sent && (
              <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
                {sent}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={request.isPending}>
                Request document
              </Button>
            </Group>
          </Stack>
        </form>
        {requests.isPending ? (
          <ListSkeleton label="Loading document requests" rows={1} height={48} />
        ) : requests.isError ? (
          <ListError what="the document requests" onRetry={() => requests.refetch()} />
        ) : requests.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No documents requested yet. A request is satisfied when the client next uploads to their vault.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {requests.data.map((r) => (
              <Group key={r.id} component="li" justify="space-between" gap="xs">
                <Text size="sm">
                  {r.title}{' '}
                  <Text span c="dimmed" size="xs">
                    (asked {personDate(r.createdAt)})
                  </Text>
                </Text>
                {r.satisfiedAt ? (
                  <Badge color="teal" variant="light">
                    Uploaded {personDate(r.satisfiedAt)}
                  </Badge>
                ) : (
                  <Badge color="orange" variant="light">
                    Waiting for the client
                  </Badge>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
