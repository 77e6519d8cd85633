import { Anchor, Center, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { PageTitle } from '../../../features/app-info/components/page-title';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';

/** `/forgot-password`: reached from the sign-in screen. */
export function ForgotPasswordPage() {
  return (
    <Center px="md" py={{ base: 'xl', sm: 64 }}>
      <PageTitle page="Forgot Password" />
      <Stack w="100%" maw={440} gap="md">
        <ForgotPasswordForm />
        <Text ta="center" fz="sm">
          <Anchor component={Link} to={paths.login} fz="sm">
            Back to sign in
          </Anchor>
        </Text>
      </Stack>
    </Center>
  );
}
