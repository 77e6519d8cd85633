import { noticeMessages } from '@app/contracts/notices.contract';
import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconMailOff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { PageTitle } from '../../../features/app-info/components/page-title';
import { useUnsubscribe } from '../../../features/notices/api/unsubscribe';
import { errorMessage } from '../../../lib/api-errors';

/**
 * `/unsubscribe?token=`: a notice e-mail's link. One visit turns that kind off (no sign-in); the
 * page says so in plain words, or why the link did not work.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);

  return (
    <Container size="sm" py={{ base: 'lg', sm: 60 }}>
      <PageTitle page="Unsubscribe" />
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }}>
        <Stack gap="md">
          <Title order={1} fz="h2">
            E-mail notices
          </Title>
          {unsubscribe.isSuccess ? (
            <Alert
              color="teal"
              icon={<IconCircleCheck size={20} aria-hidden />}
              title="You are unsubscribed"
              role="status"
            >
              {unsubscribe.data.message}
            </Alert>
          ) : unsubscribe.isError ? (
            <Alert
              color="red"
              icon={<IconMailOff size={20} aria-hidden />}
              title="This link did not work"
              role="alert"
            >
              {errorMessage(unsubscribe.error, noticeMessages.badToken)}
            </Alert>
          ) : (
            <Text c="dimmed">Turning these e-mails off…</Text>
          )}
          <Text size="sm">
            You can choose which e-mails you get at any time under{' '}
            <Anchor component={Link} to={paths.noticeSettings}>
              E-mail notices
            </Anchor>{' '}
            in your profile (sign in first).
          </Text>
          <Button component={Link} to={paths.landing} variant="default" w="fit-content">
            Go to the home page
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
