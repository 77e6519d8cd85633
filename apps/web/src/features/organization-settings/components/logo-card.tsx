import {
  logoContentTypes,
  organizationLimits,
  organizationMessages,
} from '@app/contracts/organizations.contract';
import { Alert, Button, Center, FileInput, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useRemoveOrganizationLogo } from '../api/remove-organization-logo';
import { useUploadOrganizationLogo } from '../api/upload-organization-logo';

/** The logo in the header of every page: a PNG or JPEG picture; the server checks its content too. */
export function LogoCard({ logoUrl }: { logoUrl: string | null }) {
  const upload = useUploadOrganizationLogo();
  const remove = useRemoveOrganizationLogo();
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(file: File | null) {
    setProblem(null);
    if (!file) return;
    // Said at once for the plain cases; the server reads the bytes and decides.
    if (file.size > organizationLimits.logoBytes) return setProblem(organizationMessages.logoTooLarge);
    if (/svg/i.test(file.type) || /\.svg$/i.test(file.name)) return setProblem(organizationMessages.logoSvg);
    try {
      await upload.mutateAsync(file);
      notify({ color: 'teal', title: 'Logo saved', message: 'It now shows in the header of your pages.' });
    } catch (error) {
      setProblem(errorMessage(error, 'The logo could not be saved. Try again in a moment.'));
    }
  }

  async function removeLogo() {
    try {
      await remove.mutateAsync();
      notify({ color: 'teal', title: 'Logo removed', message: 'The product’s mark shows in its place.' });
    } catch (error) {
      setProblem(errorMessage(error, 'The logo could not be removed. Try again in a moment.'));
    }
  }

  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} fz="h4" mb={4}>
        Logo
      </Title>
      <Text fz="sm" c="dimmed" mb="md">
        A PNG or JPEG of at most {organizationLimits.logoBytes / 1024} KB, shown about 34 pixels high.
      </Text>
      <Stack gap="sm">
        <Center bg="gray.0" h={72} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          {logoUrl ? (
            <Image src={logoUrl} alt="Your current logo" h={40} w="auto" maw={220} fit="contain" />
          ) : (
            <Text fz="sm" c="dimmed">
              No logo yet: the product’s mark is shown.
            </Text>
          )}
        </Center>
        <FileInput
          label="Upload a new logo"
          placeholder="Choose a PNG or JPEG"
          // Mantine's placeholder grey reads at 2:1; grey 7 at 7:1.
          styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
          accept={Object.values(logoContentTypes).join(',')}
          leftSection={<IconPhoto size={18} aria-hidden />}
          value={null}
          onChange={choose}
          disabled={upload.isPending}
          error={problem}
        />
        {upload.isPending && (
          <Alert variant="light" color="brand">
            Checking and saving the picture…
          </Alert>
        )}
        {logoUrl && (
          <Group justify="flex-end">
            <Button variant="default" onClick={removeLogo} loading={remove.isPending}>
              Remove logo
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
