import { bureauLabel, bureaus } from '@app/contracts/bureaus';
import type { Dispute } from '@app/contracts/disputes.contract';
import { selfMailSteps } from '@app/contracts/self-mail-steps';
import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { AddTrackingInline } from './add-tracking-inline';

/**
 * A consumer who mails their own letter: the Certified Mail steps one by one (print, PS Form 3800,
 * PS Form 3811, the post office), the bureau's dispute address to copy onto the forms, and the
 * certified number typed in at the last step, which starts the tracking and the clocks.
 */
export function SelfMailSteps({
  dispute,
  letterPdfHref,
}: {
  dispute: Pick<Dispute, 'id' | 'bureau' | 'issueTitle'>;
  /** The letter's PDF, supplied by the page. */
  letterPdfHref?: string;
}) {
  const bureau = bureaus[dispute.bureau];
  const last = selfMailSteps.length - 1;
  return (
    <Stack gap="sm" data-testid="self-mail-steps">
      <Title order={5} fz="sm">
        Mail it yourself by Certified Mail
      </Title>
      <List type="ordered" spacing="sm" size="sm" styles={{ itemWrapper: { width: '100%' } }}>
        {selfMailSteps.map((step, i) => (
          <List.Item key={step.title}>
            <Stack gap={6}>
              <Text fz="sm" fw={600}>
                {step.title}
              </Text>
              <Text fz="sm" c="dimmed">
                {step.body}
              </Text>
              {i === 0 && letterPdfHref && (
                <Button
                  component="a"
                  href={letterPdfHref}
                  download
                  size="xs"
                  variant="default"
                  w="fit-content"
                  leftSection={<IconDownload size={14} aria-hidden />}
                >
                  Download the letter to print
                </Button>
              )}
              {i === 2 && (
                <Paper withBorder radius="sm" p="xs" bg="var(--mantine-color-gray-0)" w="fit-content">
                  <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
                    {`${bureauLabel[dispute.bureau]}’s dispute address`}
                  </Text>
                  <Text fz="sm" style={{ whiteSpace: 'pre-line' }} data-testid="bureau-address">
                    {[bureau.name, ...bureau.disputeAddress].join('\n')}
                  </Text>
                </Paper>
              )}
              {i === last && <AddTrackingInline dispute={dispute} certified />}
            </Stack>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
