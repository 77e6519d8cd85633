import '@mantine/core/styles/Switch.css';
import {
  type NoticePreferences,
  noticeKindLabels,
  noticeKinds,
  noticeMessages,
  noticePreferences,
} from '@app/contracts/notices.contract';
import { Alert, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { errorMessage } from '../../../lib/api-errors';
import { contractResolver, useFormName } from '../../../lib/form-errors';
import { useNoticePreferences } from '../api/get-notice-preferences';
import { useUpdateNoticePreferences } from '../api/update-notice-preferences';

function PreferencesForm({ saved }: { saved: NoticePreferences }) {
  const update = useUpdateNoticePreferences();
  const [done, setDone] = useState(false);
  const form = useForm<NoticePreferences>({
    name: useFormName(),
    initialValues: saved,
    validate: contractResolver(noticePreferences),
    onValuesChange: () => setDone(false),
  });

  const submit = form.onSubmit((values) =>
    update.mutate(values, { onSuccess: () => setDone(true), onError: () => setDone(false) }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {noticeKinds.map((kind) => (
          <Switch
            key={kind}
            label={noticeKindLabels[kind].label}
            description={noticeKindLabels[kind].description}
            size="md"
            {...form.getInputProps(kind, { type: 'checkbox' })}
          />
        ))}
        {update.isError && (
          <Alert color="red" title="Your choices were not saved">
            {errorMessage(update.error, 'Try again in a moment.')}
          </Alert>
        )}
        {done && (
          <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
            {noticeMessages.preferencesSaved}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save my choices
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The profile's e-mail notices: each kind on or off; every e-mail also has its own unsubscribe link. */
export function NoticePreferencesForm() {
  const prefs = useNoticePreferences();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          We e-mail you when something needs you or changes in your file. The e-mail says what happened and
          links to where you act on it; it never contains your account details.
        </Text>
        {prefs.isPending ? (
          <ListSkeleton label="Loading your e-mail choices" rows={1} height={220} />
        ) : prefs.isError ? (
          <ListError what="your e-mail choices" onRetry={() => prefs.refetch()} />
        ) : (
          <PreferencesForm saved={prefs.data} />
        )}
      </Stack>
    </Paper>
  );
}
