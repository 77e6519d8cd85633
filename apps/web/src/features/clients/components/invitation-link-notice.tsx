import { type InvitationLink, invitationMessages } from '@app/contracts/client-onboarding.contract';
import { Alert, Button, CopyButton, Group, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconMailForward } from '@tabler/icons-react';
import { invitationExpiryFormat } from './invitation-dates';

/**
 * A fresh invitation's link, shown once to the professional who made it: only its hash is kept, so
 * it cannot be shown again (a resend makes a new one).
 */
export function InvitationLinkNotice({ invitation }: { invitation: InvitationLink }) {
  return (
    <Alert variant="light" color="teal" icon={<IconMailForward aria-hidden />} title="Invitation sent">
      <Text fz="sm" mb="xs">
        {invitationMessages.linkOnce}
      </Text>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Invitation link"
          value={invitation.link}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          style={{ flex: 1, minWidth: 0 }}
        />
        <CopyButton value={invitation.link}>
          {({ copied, copy }) => (
            <Button
              onClick={copy}
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text fz="xs" c="dimmed" mt={4}>
        {invitationMessages.expiresOn(invitationExpiryFormat.format(new Date(invitation.expiresAt)))}
      </Text>
    </Alert>
  );
}
