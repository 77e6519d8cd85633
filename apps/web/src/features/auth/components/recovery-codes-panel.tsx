import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload, IconKey } from '@tabler/icons-react';

interface RecoveryCodesPanelProps {
  codes: string[];
  onSaved: () => void;
  /** The heading level where the panel sits (1 on its own page, 3 inside a card). */
  headingOrder?: 1 | 2 | 3;
}

function download(codes: string[]) {
  const text = `Recovery codes for two-factor sign-in. Each code works once.\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** The ten recovery codes, shown once: the way in when the phone with the app is lost. */
export function RecoveryCodesPanel({ codes, onSaved, headingOrder = 2 }: RecoveryCodesPanelProps) {
  return (
    <Stack gap="md">
      <Title order={headingOrder} fz="h3">
        Save your recovery codes
      </Title>
      <Alert color="orange.9" variant="light" icon={<IconKey aria-hidden />}>
        If you lose the phone with your authenticator app, each of these codes signs you in once. Keep them
        somewhere safe, apart from your phone. They will not be shown again.
      </Alert>
      <SimpleGrid cols={2} spacing="xs" component="ul" aria-label="Recovery codes" p={0} m={0}>
        {codes.map((code) => (
          <Code key={code} component="li" fz="md" ta="center" py={6} style={{ listStyle: 'none' }}>
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group grow wrap="wrap">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            >
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          onClick={() => download(codes)}
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          Download
        </Button>
      </Group>
      <Text fz="sm" c="dimmed">
        Continue only once the codes are saved.
      </Text>
      <Button onClick={onSaved}>I have saved these codes</Button>
    </Stack>
  );
}
