import { Anchor, Center, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../../features/app-info/components/page-title';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import { useOrganizationAddress } from '../../../lib/organization-address';

/** `/forgot-password`: reached from the sign-in screen. */
export function ForgotPasswordPage() {
  const address = useOrganizationAddress();
  return (
    <Center px="md" py={{ base: 'xl', sm: 64 }}>
      <PageTitle page="Forgot Password" />
      <Stack w="100%" maw={440} gap="md">
        <ForgotPasswordForm />
        <Text ta="center" fz="sm">
          <Anchor component={Link} to={address.signIn} fz="sm">
            Back to sign in
          </Anchor>
        </Text>
      </Stack>
    </Center>
  );
}
