import { passwordLinkMessages } from '@app/contracts/password-links.contract';
import { Alert, Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { PageTitle } from '../../../features/app-info/components/page-title';
import { usePasswordLinkCheck } from '../../../features/auth/api/check-password-link';
import { PasswordLinkForm } from '../../../features/auth/components/password-link-form';
import { useOrganizationAddress } from '../../../lib/organization-address';

/** `/reset-password?token=…`: the link of a reset or invitation e-mail. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = usePasswordLinkCheck(token);
  const [done, setDone] = useState<string | null>(null);
  const address = useOrganizationAddress();

  let content: React.ReactNode;
  if (done) {
    content = (
      <Alert
        color="teal.9"
        variant="light"
        icon={<IconCircleCheck aria-hidden />}
        role="status"
        title="Password set"
      >
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">{done}</Text>
          <Button component={Link} to={address.signIn}>
            Sign in
          </Button>
        </Stack>
      </Alert>
    );
  } else if (token.length >= 20 && link.isPending) {
    content = (
      <Center py="xl">
        <Loader aria-label="Checking the link" />
      </Center>
    );
  } else if (link.data) {
    content = <PasswordLinkForm token={token} link={link.data} onDone={setDone} />;
  } else {
    content = (
      <Alert
        color="red.9"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        role="alert"
        title="This link no longer works"
      >
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">{passwordLinkMessages.invalidLink}</Text>
          <Button component={Link} to={address.to(paths.forgotPassword)}>
            Ask for a new link
          </Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <Center px="md" py={{ base: 'xl', sm: 64 }}>
      <PageTitle page="Choose a Password" />
      <Stack w="100%" maw={480} gap="md">
        {content}
        <Text ta="center" fz="sm">
          <Anchor component={Link} to={address.signIn} fz="sm">
            Back to sign in
          </Anchor>
        </Text>
      </Stack>
    </Center>
  );
}
